package market.feeds.reliability;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import market.feeds.adapters.jdbc.testing.DirectoryTree;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One service process for a whole test class, on the module's shared PostgreSQL, stopped after the class:
 * {@code @RegisterExtension static final OneNode service = OneNode.withHeap("512m");}. It runs before the class's
 * own {@code @BeforeAll} methods, so those may seed vendors through it.
 */
final class OneNode implements BeforeAllCallback, AfterAllCallback {

    private final String heap;
    private ControlledPostgres postgres;
    private Path work;
    private ServiceNode node;

    private OneNode(String heap) {
        this.heap = heap;
    }

    /** A node started with {@code -Xmx} {@code heap} and the default settings of {@link ServiceNode}. */
    static OneNode withHeap(String heap) {
        return new OneNode(heap);
    }

    ServiceNode node() {
        if (node == null) {
            throw new IllegalStateException("the node starts before the test class's @BeforeAll methods");
        }
        return node;
    }

    /**
     * The server taken once for the class, not {@link ControlledPostgres#shared()} on every call: that one heals
     * the proxy and restarts a stopped server, which would undo the faults a test sets up.
     */
    ControlledPostgres postgres() {
        if (postgres == null) {
            throw new IllegalStateException("the server is taken before the test class's @BeforeAll methods");
        }
        return postgres;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        postgres = ControlledPostgres.shared();
        work = Files.createTempDirectory("reliability-" + context.getRequiredTestClass().getSimpleName() + "-");
        node = ServiceNode.start(work, postgres, heap, Map.of());
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        try {
            if (node != null) {
                node.close();
            }
        } finally {
            DirectoryTree.delete(work);
        }
    }
}
