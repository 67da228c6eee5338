package market.feeds.adapters.jdbc.testing;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * A fresh migrated schema per test class: {@code @ExtendWith(FreshSchemaExtension.class)}, then take a
 * {@link TestSchema} as a parameter of the constructor, a {@code @BeforeAll}/{@code @BeforeEach} method
 * or a test method. Every test of the class shares it; it is dropped after the last one.
 */
public final class FreshSchemaExtension implements ParameterResolver, AfterAllCallback {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(FreshSchemaExtension.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == TestSchema.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return schemaOf(context);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        TestSchema schema = classStore(context).remove(TestSchema.class, TestSchema.class);
        if (schema != null) {
            schema.close();
        }
    }

    private static TestSchema schemaOf(ExtensionContext context) {
        return classStore(context).computeIfAbsent(
                TestSchema.class, key -> TestDatabase.freshSchema(), TestSchema.class);
    }

    private static ExtensionContext.Store classStore(ExtensionContext context) {
        ExtensionContext classContext = context;
        while (classContext.getTestMethod().isPresent() || classContext.getTestClass().isEmpty()) {
            classContext = classContext.getParent().orElseThrow();
        }
        return classContext.getStore(NAMESPACE);
    }
}
