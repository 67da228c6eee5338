package market.feeds.adapters.jdbc.testing;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * {@link FreshSchemaExtension} on {@link SystemPostgres}: {@code @ExtendWith(SystemPostgresSchemaExtension.class)},
 * then a {@link TestSchema} constructor parameter. The class is skipped with the server's opt-out.
 */
public final class SystemPostgresSchemaExtension implements ExecutionCondition, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(SystemPostgresSchemaExtension.class);

    /** Decided before the class is built: an assumption failing in a parameter resolver would count as an error. */
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return SystemPostgres.optedOut() ? ConditionEvaluationResult.disabled(SystemPostgres.SKIPPED)
                : ConditionEvaluationResult.enabled("Debian's PostgreSQL is wanted");
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return TestSchema.wantedBy(parameter);
    }

    /** Kept in the class's store, which closes it (an {@code AutoCloseable}: drops it) after the class's last test. */
    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getStore(NAMESPACE).computeIfAbsent(
                TestSchema.class, key -> SystemPostgres.freshSchema(), TestSchema.class);
    }
}
