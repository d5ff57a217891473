"""Chinese: function words, cue phrases and composition rules.

Moved here from the engines so that they read every language the same way; the patterns
are the language's own (particles, classifiers, fixed phrases), never a domain's words.
"""

from __future__ import annotations

import re

from kglink.lang.base import AnswerKind, LanguagePack

# English question words stay in the Chinese pattern: a Chinese turn may carry a Latin
# phrase ("A1线UPH what"), and a turn with any CJK character is read as Chinese.
_QUESTION = re.compile(
    r"[？?吗呢]|多少|什么|哪|几|怎么|如何|是否|能否|可否|还是|有没有|"
    r"\b(?:what|which|how|when|where|who|why|is|are|does|do|can)\b",
    re.IGNORECASE,
)

PACK = LanguagePack(
    code="zh",
    spaced=False,
    filler=re.compile(
        r"^(?:(?:好的|好吧|好|嗯嗯|嗯|哦|噢|恩|行|行的|可以|收到|明白了|明白|知道了|了解了|谢谢你?|谢谢啦|太好了|不错|"
        r"ok|okay|thanks|thank you|great|sure|alright|i see|got it)[，,。.!！~～\s]*)+",
        re.IGNORECASE,
    ),
    lead_particle=re.compile(r"^(?:那么|那|所以|然后|and|so|then)[，,\s]*", re.IGNORECASE),
    ellipsis=re.compile(r"^(?:那么|那|还有|换成|换)?\s*(?P<slot>[^，,。？?！!]{1,24}?)\s*(?:的)?呢\s*[？?。.!！]*$"),
    predicate=re.compile(r"有|是|要|能|会|可以|需要|开放|支持|\b(?:is|are|does|do|has|have|can)\b", re.IGNORECASE),
    continuation=re.compile(
        r"^(?:为什么|为啥|怎么会|怎么这么|何以|什么原因|原因是|原因呢|详细|具体|展开|还有呢|还有吗|还有别的|然后呢|"
        r"继续|多说|再说说|再讲讲|说说|讲讲|介绍一下|举个例子|比如呢|有什么影响|怎么办|怎么解决)"
    ),
    elaboration=re.compile(r"^(?:详细|具体|展开|继续|多说|再说说|再讲讲|说说|讲讲|举个例子|比如呢)"),
    why=re.compile(r"为什么|为啥|怎么会|什么原因"),
    comparison=re.compile(
        r"(?:和|跟|与|同|对比|相对于|相较于)(?P<other>.{1,30}?)(?:比|相比|对比|比较|比起来|的区别|有什么区别|有何不同|哪个)"
        r"|比(?P<other2>.{1,20}?)(?:高|低|多|少|涨|跌|增长|下降|贵|便宜|大|小|好|差|快|慢)"
        # "比较喜欢" is "rather like": only "对比" or "比较一下" compares on its own.
        r"|(?:对比(?:一下)?|比较一下)(?P<other3>.{1,30})"
    ),
    # "不是很贵" negates a degree, which is a comment, not a correction.
    correction=re.compile(
        r"^(?:不是(?!很|太|挺|特别|非常|那么|这么|多么)|不对|错了|搞错了|弄错了|改成|改为)|不是那个意思|我说的是|我是说|我指的是|"
        r"我问的是|我想问的是|应该是"
    ),
    return_=re.compile(r"回到|说回|再说回|回头说|接着说刚才|还是说回|继续说刚才"),
    switch=re.compile(r"换个话题|另外问|另一个问题|再问一个|顺便问"),
    # "那几个单子" points back; "几个"/"一家" alone is a new search.
    indefinite=re.compile(r"(?<![那这哪])(?:一|几)(?:个|家|款|些|种|位|所|座|间)|推荐|有没有.{0,6}(?:的|适合)|找(?:一|个|家)"),
    additive=re.compile(r"也|同样|一样|还是"),
    question=_QUESTION,
    closing=re.compile(
        r"(?:谢谢|多谢|感谢)(?:你|您|啦|了)*(?:的|这么多)?(?:帮助|帮忙|推荐|解答|耐心解答|服务|信息|介绍)?|辛苦了|再见|拜拜"
        r"|没有?(?:别的|其他(?:的)?|什么)?(?:问题|事情?|需要)?了|就这些|就这样吧?|不用了"
    ),
    pleonastic=re.compile(r"(?!)"),  # Chinese drops the subject instead of using a dummy one
    existence=re.compile(r"有没有|有无|是否有"),
    offer_more=re.compile(r"还有什么(?:可以|能|需要)|还需要(?:什么|别的|其他)|其他(?:需要|问题)|别的需要"),
    negation=re.compile(r"(?:不是|而不是|并非|不要)\s*$"),
    # "回到A2线，…" or, typed fast, "回到A2线 8月返工主要返啥": the lead ends at a mark or a space.
    return_lead=re.compile(r"(?:回到|说回)[^，,。：:；;\s]*[，,。：:；;\s]\s*"),
    coordinators=frozenset({"和", "与", "及", "跟", "或", "、", "以及", "或者", ",", "，"}),
    list_and="和",
    list_sep="、",
    possessive="的",
    # How nouns of persons end ("人物", "演员", "歌手", "作者", "明星", "乐队"); not "家",
    # which ends 厂家 and 国家 as often as 作家.
    personal_nouns=("人", "人物", "人员", "者", "员", "师", "手", "星", "乐队", "组合"),
    gender_words={"男": "m", "男性": "m", "女": "f", "女性": "f"},
    prompt_system=(
        "你是检索查询改写器。把用户在多轮对话中的当前问题改写成一条或几条可以独立检索的查询。\n"
        "规则：\n"
        "1. 把代词、指代和省略（“它”“这个功能”“那X呢”“上一个方案”）换成白名单里的规范名。\n"
        "2. 只能使用白名单中的实体名；不要加入对话中没有出现的实体、版本、年份或条件。\n"
        "3. 保留对话中仍然有效的条件（时间、地区、数量、范围），原样写出。\n"
        "4. 一句话问了几件事时，拆成几条查询。\n"
        "5. 用户在纠正前面的说法时，correction 为 true。\n"
        "6. 拿不准时，保持用户原话不变。\n"
        "7. 用用户的语言回答。只输出一个 JSON 对象："
        '{"queries": ["..."], "correction": false, "basis": ["你依据的名称或轮次"]}'
    ),
    prompt_words={
        "summary": "对话摘要", "history": "最近对话", "user": "用户", "assistant": "助手",
        "state": "当前状态", "whitelist": "白名单（规范名：可用别名）", "question": "当前问题", "none": "无",
    },
    name_sep="：",
    stop_words=frozenset(),
    # Particles, pronouns, question words and the commonest verbs and adverbs: a pair of
    # characters with one of them is glue, not a topic.
    function_chars=frozenset(
        "的了吗呢吧啊呀哦嘛么啦哈嗯哇喔噢是在有和与跟同及或就都也还又再很太更最挺蛮真好"
        "我你您他她它们这那哪此该其谁什怎几多少个些么吗要想会能可以把被给让对向从到"
        "不没别很才刚已经过着得之而且但如果因为所以然后么样呢啥咋嘛"
    ),
    latin_names=True,
    drops_objects=True,
    answer_kinds=(
        AnswerKind("cause", re.compile(r"为什么|为啥|怎么会|何故|原因|缘由|缘故"), re.compile(r"原因|缘由|成因")),
        # "怎么样" asks an opinion, "怎么会" a cause, "怎么算" a rule: only a verb of doing
        # after "怎么" asks for steps.
        AnswerKind(
            "process",
            re.compile(
                r"(?:怎么|如何|怎样)(?:才能|去|来|样才能)?(?:申请|办理|操作|提交|发起|走|做|处理|进行|开通|设置|配置|使用|用|弄)"
                r"|流程|步骤|手续"
            ),
            re.compile(r"流程|步骤|手续|指南|操作说明"),
        ),
        AnswerKind(
            "trouble",
            re.compile(r"怎么办|无法|不能用|用不了|打不开|登不上|失败|报错|出错|故障"),
            re.compile(r"常见问题|问题解答|故障|排查|FAQ", re.IGNORECASE),
        ),
    ),
)
