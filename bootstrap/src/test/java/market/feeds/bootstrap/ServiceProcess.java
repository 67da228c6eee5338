package market.feeds.bootstrap;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The service run as a real child process of the test JVM (same java, same class path), as an operator runs it. */
final class ServiceProcess {

    private final Process process;
    private final Path stdout;
    private final Path stderr;
    private final int port;

    private ServiceProcess(Process process, Path stdout, Path stderr, int port) {
        this.process = process;
        this.stdout = stdout;
        this.stderr = stderr;
        this.port = port;
    }

    /** Tests start it through {@link ServiceProcesses}, which stops it and its server after the test. */
    static ServiceProcess start(Path workDir, Map<String, String> variables) {
        return start(workDir, variables, List.of(), List.of());
    }

    /** The same with options for the JVM (e.g. {@code -Djdk.net.hosts.file}) and arguments for {@code Main}. */
    static ServiceProcess start(Path workDir, Map<String, String> variables, List<String> jvmOptions,
                                List<String> arguments) {
        try {
            int port = freePort();
            Path stdout = Files.createTempFile(workDir, "stdout", ".txt");
            Path stderr = Files.createTempFile(workDir, "stderr", ".txt");
            List<String> command = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m"));
            command.addAll(jvmOptions);
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
            command.addAll(arguments);
            ProcessBuilder builder = new ProcessBuilder(command)
                    .redirectOutput(stdout.toFile())
                    .redirectError(stderr.toFile());
            builder.environment().keySet().removeIf(name -> name.startsWith("FEEDS_"));
            builder.environment().put("FEEDS_HTTP_PORT", String.valueOf(port));
            builder.environment().putAll(variables);
            return new ServiceProcess(builder.start(), stdout, stderr, port);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int port() {
        return port;
    }

    /** Polls {@code GET /health} until it answers 200; false if the process dies or the time runs out. */
    boolean awaitHealthy(Duration timeout) throws InterruptedException {
        HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
        HttpRequest health = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
                .timeout(Duration.ofSeconds(2)).build();
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline) && process.isAlive()) {
            try {
                if (client.send(health, HttpResponse.BodyHandlers.ofString()).statusCode() == 200) {
                    return true;
                }
            } catch (IOException notYetListening) {
                // keep polling
            }
            Thread.sleep(200);
        }
        return false;
    }

    /** Sends SIGTERM (what {@code Process.destroy()} does on Linux) and waits for the exit. */
    boolean terminate(Duration timeout) throws InterruptedException {
        process.destroy();
        return process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    int awaitExit(Duration timeout) throws InterruptedException {
        if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("service did not exit within " + timeout);
        }
        return process.exitValue();
    }

    /**
     * SIGKILL of the JVM and of every child it still has (the embedded server's watchdog), as an OOM killer or a
     * {@code kill -9} of the process group does; the postmaster, detached by pg_ctl, survives as an orphan.
     */
    void killWithChildren() throws InterruptedException {
        var children = process.descendants().toList();
        process.destroyForcibly();
        children.forEach(ProcessHandle::destroyForcibly);
        process.waitFor();
    }

    /** SIGKILL of the JVM alone, and waits until it is gone. */
    void killJvmOnly() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    String stdout() {
        return read(stdout);
    }

    String stderr() {
        return read(stderr);
    }

    /** Both streams, stdout first: what a failed assertion shows of the process. */
    String output() {
        return stdout() + stderr();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
