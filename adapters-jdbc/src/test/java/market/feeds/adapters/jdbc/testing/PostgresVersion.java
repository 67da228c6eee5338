package market.feeds.adapters.jdbc.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs the test class on a throw-away server of that PostgreSQL major version ({@link PostgresVersions}); its
 * constructor takes a {@link TestSchema}, migrated there. Skipped where the version's archive cannot run.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@ExtendWith(PostgresVersionExtension.class)
public @interface PostgresVersion {

    /** The major version, e.g. 14. */
    int value();
}
