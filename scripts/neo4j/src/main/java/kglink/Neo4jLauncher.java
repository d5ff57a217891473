package kglink;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.io.ByteUnit;

/**
 * Starts an embedded Neo4j 5 with Bolt on 127.0.0.1:PORT and authentication on.
 *
 * <p>Environment: {@code KGLINK_NEO4J_PORT} (default 7687), {@code KGLINK_NEO4J_PASSWORD}
 * (default {@code kglink-test}, at least 8 characters as Neo4j 5 requires) and
 * {@code KGLINK_NEO4J_HOME} (default: a new temporary folder, deleted on exit). Prints
 * {@code kglink-neo4j ready bolt://127.0.0.1:PORT} once Bolt accepts logins and then runs
 * until the process is killed.
 */
public final class Neo4jLauncher {

    private Neo4jLauncher() {}

    public static void main(String[] args) throws Exception {
        Map<String, String> env = System.getenv();
        int port = Integer.parseInt(env.getOrDefault("KGLINK_NEO4J_PORT", "7687"));
        String password = env.getOrDefault("KGLINK_NEO4J_PASSWORD", "kglink-test");
        String homeSetting = env.get("KGLINK_NEO4J_HOME");
        boolean temporary = homeSetting == null || homeSetting.isEmpty();
        Path home = temporary ? Files.createTempDirectory("kglink-neo4j-") : Path.of(homeSetting);
        Files.createDirectories(home);

        // Registered before the build, so a kill while starting still removes the folder.
        AtomicReference<DatabaseManagementService> running = new AtomicReference<>();
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            DatabaseManagementService started = running.get();
            if (started != null) {
                started.shutdown();
            }
            if (temporary) {
                deleteTree(home);
            }
        }, "kglink-neo4j-shutdown"));

        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
                .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
                .setConfig(HttpConnector.enabled, false)
                .setConfig(HttpsConnector.enabled, false)
                .setConfig(GraphDatabaseSettings.auth_enabled, true)
                // Tests try wrong passwords on purpose; a lock-out would fail the next login.
                .setConfig(GraphDatabaseSettings.auth_max_failed_attempts, 0)
                // Small footprint: the launcher is for tests and local use, not production.
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(128))
                .build();

        running.set(dbms);

        // The embedded API runs with full rights, so it can set the password that Bolt
        // clients must then use (the built-in user otherwise starts with a forced change).
        GraphDatabaseService system = dbms.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME);
        system.executeTransactionally(
                "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED",
                Map.of("password", password));

        System.out.println("kglink-neo4j ready bolt://127.0.0.1:" + port + " home=" + home);
        System.out.flush();
        Thread.currentThread().join();
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException ignored) {
            // A leftover temporary folder is harmless; the process is exiting anyway.
        }
    }
}
