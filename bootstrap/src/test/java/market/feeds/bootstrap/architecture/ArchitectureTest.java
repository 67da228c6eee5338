package market.feeds.bootstrap.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.lang.ArchRule;
import market.feeds.adapters.http.archfixture.HttpUsingJdbc;
import market.feeds.application.archfixture.ApplicationUsingAdapter;
import market.feeds.application.archfixture.ApplicationUsingJacksonOutsideJson;
import market.feeds.application.archfixture.CycleEnd;
import market.feeds.application.archfixture.ServiceTakingStores;
import market.feeds.application.json.archfixture.JsonReaderUsingJackson;
import market.feeds.domain.archfixture.CycleStart;
import market.feeds.domain.archfixture.DomainUsingApplication;
import org.junit.jupiter.api.Test;

/**
 * The hexagon's dependency rules over the production classes of every module, and each rule's
 * self-test: evaluated on fixture classes (test sources only) that break it, it must report them.
 */
class ArchitectureTest {

    /** Production code only: test classes and test-jars (shared harnesses, these fixtures) are left out. */
    private static final ImportOption PRODUCTION_ONLY = (Location location) ->
            !location.contains("/test-classes/") && !location.contains("-tests.jar");

    private static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(PRODUCTION_ONLY)
            .importPackages("market.feeds");

    private static final JavaClasses FIXTURES = new ClassFileImporter().importClasses(
            DomainUsingApplication.class, ApplicationUsingJacksonOutsideJson.class, ApplicationUsingAdapter.class,
            JsonReaderUsingJackson.class, HttpUsingJdbc.class, CycleStart.class, CycleEnd.class,
            ServiceTakingStores.class);

    @Test
    void productionCodeOfEveryModuleIsImported() {
        assertThat(PRODUCTION.containPackage("market.feeds.domain.code")).isTrue();
        assertThat(PRODUCTION.containPackage("market.feeds.application.port.out")).isTrue();
        assertThat(PRODUCTION.containPackage("market.feeds.adapters.jdbc.infra")).isTrue();
        assertThat(PRODUCTION.containPackage("market.feeds.adapters.http.server")).isTrue();
        assertThat(PRODUCTION.containPackage("market.feeds.bootstrap")).isTrue();
        assertThat(PRODUCTION.contain(DomainUsingApplication.class)).isFalse();
    }

    @Test
    void domainDependsOnlyOnJava() {
        HexagonRules.DOMAIN_DEPENDS_ONLY_ON_JAVA.check(PRODUCTION);
        assertViolatedBy(HexagonRules.DOMAIN_DEPENDS_ONLY_ON_JAVA, DomainUsingApplication.class);
    }

    @Test
    void applicationDependsOnlyOnDomainAndJava() {
        HexagonRules.APPLICATION_DEPENDS_ONLY_ON_DOMAIN.check(PRODUCTION);
        assertViolatedBy(HexagonRules.APPLICATION_DEPENDS_ONLY_ON_DOMAIN, ApplicationUsingJacksonOutsideJson.class);
        assertViolatedBy(HexagonRules.APPLICATION_DEPENDS_ONLY_ON_DOMAIN, ApplicationUsingAdapter.class);
    }

    @Test
    void onlyApplicationJsonUsesJacksonCore() {
        HexagonRules.APPLICATION_JSON_MAY_ALSO_USE_JACKSON_CORE.check(PRODUCTION);
        assertThat(HexagonRules.APPLICATION_JSON_MAY_ALSO_USE_JACKSON_CORE.evaluate(FIXTURES).hasViolation()).isFalse();
    }

    @Test
    void noAdapterDependsOnAnotherAndOnlyBootstrapDependsOnAdapters() {
        HexagonRules.NO_ADAPTER_DEPENDS_ON_ANOTHER.check(PRODUCTION);
        assertViolatedBy(HexagonRules.NO_ADAPTER_DEPENDS_ON_ANOTHER, HttpUsingJdbc.class);
        assertViolatedBy(HexagonRules.NO_ADAPTER_DEPENDS_ON_ANOTHER, ApplicationUsingAdapter.class);
    }

    @Test
    void noCyclesBetweenTopLevelSlices() {
        HexagonRules.NO_CYCLES_BETWEEN_TOP_LEVEL_SLICES.check(PRODUCTION);
        HexagonRules.NO_CYCLES_BETWEEN_ADAPTERS.check(PRODUCTION);
        assertViolatedBy(HexagonRules.NO_CYCLES_BETWEEN_TOP_LEVEL_SLICES, CycleStart.class);
    }

    @Test
    void onlyTheWiringDependsOnStores() {
        HexagonRules.ONLY_THE_WIRING_SEES_STORES.check(PRODUCTION);
        assertViolatedBy(HexagonRules.ONLY_THE_WIRING_SEES_STORES, ServiceTakingStores.class);
    }

    /** The rule, run on the fixtures, reports a violation that names the offending class. */
    private static void assertViolatedBy(ArchRule rule, Class<?> offender) {
        var result = rule.evaluate(FIXTURES);
        assertThat(result.hasViolation()).as(rule.getDescription()).isTrue();
        assertThat(result.getFailureReport().getDetails())
                .anySatisfy(line -> assertThat(line).contains(offender.getName()));
    }
}
