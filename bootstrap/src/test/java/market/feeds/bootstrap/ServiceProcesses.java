package market.feeds.bootstrap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The service processes of one test and the directory they work in:
 * {@code @RegisterExtension final ServiceProcesses services = new ServiceProcesses();}. After each test, passed or
 * failed, no process it started is left running and the directory is gone, so one test's postmaster or port never
 * reaches the next.
 */
final class ServiceProcesses implements BeforeEachCallback, AfterEachCallback {

    private final List<ServiceProcess> started = new ArrayList<>();
    private Path work;

    /** The test's own directory, for data directories and anything else a start needs; deleted after the test. */
    Path work() {
        if (work == null) {
            throw new IllegalStateException("the directory is made before each test, register with @RegisterExtension");
        }
        return work;
    }

    /** Starts the service on a free port unless {@code variables} name FEEDS_HTTP_PORT; see {@link ServiceProcess}. */
    ServiceProcess start(Map<String, String> variables) {
        return start(variables, List.of(), List.of());
    }

    /** As {@link #start(Map)} with JVM options and arguments for {@code Main} (a command of the jar). */
    ServiceProcess start(Map<String, String> variables, List<String> jvmOptions, List<String> arguments) {
        ServiceProcess service = ServiceProcess.start(work(), variables, jvmOptions, arguments);
        started.add(service);
        return service;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        work = Files.createTempDirectory(context.getRequiredTestClass().getSimpleName() + "-");
    }

    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException {
        if (work == null) {
            return;
        }
        try {
            for (ServiceProcess service : started) {
                service.killWithChildren();
            }
            // The postmaster is no child of the service (pg_ctl detaches it), so killing the tree does not reach it.
            LeftoverServers.stopAllUnder(work);
        } finally {
            started.clear();
            DirectoryTree.delete(work);
        }
    }
}
