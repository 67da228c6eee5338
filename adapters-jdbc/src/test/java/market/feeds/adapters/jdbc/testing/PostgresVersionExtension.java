package market.feeds.adapters.jdbc.testing;

import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * {@link FreshSchemaExtension} on the server of the class's {@link PostgresVersion}: one migrated schema for the
 * annotated class and every class nested in it, dropped after the annotated class's last test. A failure names the
 * version, since reports name a nested class without the class that encloses it.
 */
public final class PostgresVersionExtension
        implements ExecutionCondition, ParameterResolver, TestExecutionExceptionHandler {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(PostgresVersionExtension.class);

    /** Decided before the class is built: an assumption failing in a parameter resolver would count as an error. */
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return version(context).flatMap(PostgresVersions::unavailable)
                .map(ConditionEvaluationResult::disabled)
                .orElse(ConditionEvaluationResult.enabled("the PostgreSQL version can run here"));
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return TestSchema.wantedBy(parameter);
    }

    /** Kept in the annotated class's store, which closes it ({@code AutoCloseable}: drops it) after its last test. */
    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ExtensionContext annotated = annotatedClass(context)
                .orElseThrow(() -> new IllegalStateException("no @PostgresVersion on the test class"));
        int major = version(annotated).orElseThrow();
        return annotated.getStore(NAMESPACE).computeIfAbsent(
                TestSchema.class, key -> TestDatabase.freshSchema(PostgresVersions.endpoint(major)), TestSchema.class);
    }

    /** The failure as it was (an error stays an error), with the server it happened on beside it. */
    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        version(context).ifPresent(major -> failure.addSuppressed(new OnPostgresVersion(major)));
        throw failure;
    }

    /** Printed with the failure's stack trace: "… OnPostgresVersion: on PostgreSQL 16". */
    private static final class OnPostgresVersion extends Exception {
        private static final long serialVersionUID = 1L;

        OnPostgresVersion(int major) {
            super("on PostgreSQL " + major, null, false, false);
        }
    }

    private static Optional<Integer> version(ExtensionContext context) {
        return annotatedClass(context).flatMap(ExtensionContext::getTestClass)
                .flatMap(type -> AnnotationSupport.findAnnotation(type, PostgresVersion.class))
                .map(PostgresVersion::value);
    }

    /** The context of the class that carries the annotation: this one's, or an enclosing class's for a nested one. */
    private static Optional<ExtensionContext> annotatedClass(ExtensionContext context) {
        Optional<ExtensionContext> current = Optional.of(context);
        while (current.isPresent()) {
            ExtensionContext candidate = current.get();
            if (candidate.getTestMethod().isEmpty() && candidate.getTestClass()
                    .filter(type -> AnnotationSupport.isAnnotated(type, PostgresVersion.class)).isPresent()) {
                return current;
            }
            current = candidate.getParent();
        }
        return Optional.empty();
    }
}
