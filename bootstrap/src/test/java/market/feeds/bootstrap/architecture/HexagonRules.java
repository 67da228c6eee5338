package market.feeds.bootstrap.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.CompositeArchRule;
import java.util.List;

/** The dependency rules of the hexagon (STYLE.md 9); kept apart from the tests so each can be self-tested. */
final class HexagonRules {

    static final String DOMAIN = "market.feeds.domain..";
    static final String APPLICATION = "market.feeds.application..";
    static final String APPLICATION_JSON = "market.feeds.application.json..";
    static final String BOOTSTRAP = "market.feeds.bootstrap..";
    static final List<String> ADAPTERS = List.of(
            "market.feeds.adapters.jdbc..", "market.feeds.adapters.http..", "market.feeds.adapters.feedpull..");

    private HexagonRules() {
    }

    static final ArchRule DOMAIN_DEPENDS_ONLY_ON_JAVA = classes()
            .that().resideInAPackage(DOMAIN)
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", DOMAIN)
            .as("domain depends only on java..");

    static final ArchRule APPLICATION_DEPENDS_ONLY_ON_DOMAIN = classes()
            .that().resideInAPackage(APPLICATION).and().resideOutsideOfPackage(APPLICATION_JSON)
            .should().onlyDependOnClassesThat().resideInAnyPackage("java..", DOMAIN, APPLICATION)
            .as("application depends only on domain and java..");

    static final ArchRule APPLICATION_JSON_MAY_ALSO_USE_JACKSON_CORE = classes()
            .that().resideInAPackage(APPLICATION_JSON)
            .should().onlyDependOnClassesThat()
            .resideInAnyPackage("java..", DOMAIN, APPLICATION, "com.fasterxml.jackson.core..")
            .as("application.json depends only on domain, java.. and jackson-core")
            // The JSON reader lands with a later issue; until then the package is empty.
            .allowEmptyShould(true);

    static final ArchRule NO_ADAPTER_DEPENDS_ON_ANOTHER = CompositeArchRule.of(
            ADAPTERS.stream().map(HexagonRules::onlyItselfAndBootstrapUse).toList())
            .as("no adapter depends on another adapter; only bootstrap depends on adapters");

    static final ArchRule NO_CYCLES_BETWEEN_TOP_LEVEL_SLICES = slices()
            .matching("market.feeds.(*)..").should().beFreeOfCycles()
            .as("no cycles between domain, application, adapters and bootstrap");

    static final ArchRule NO_CYCLES_BETWEEN_ADAPTERS = slices()
            .matching("market.feeds.adapters.(*)..").should().beFreeOfCycles()
            .as("no cycles between adapters");

    static final String STORES = "market.feeds.application.service.Stores";

    /** The bag of every store port is for wiring only: a service's constructor lists the ports it uses. */
    static final ArchRule ONLY_THE_WIRING_SEES_STORES = noClasses()
            .that().resideOutsideOfPackage(BOOTSTRAP)
            .and().doNotHaveFullyQualifiedName(STORES)
            .and().doNotHaveFullyQualifiedName("market.feeds.application.service.UseCases")
            .and().doNotHaveFullyQualifiedName("market.feeds.application.memory.InMemoryStores")
            .and().doNotHaveFullyQualifiedName("market.feeds.adapters.jdbc.store.JdbcStores")
            .should().dependOnClassesThat().haveFullyQualifiedName(STORES)
            .as("only the wiring (bootstrap, UseCases and the storages that assemble Stores) depends on Stores");

    private static ArchRule onlyItselfAndBootstrapUse(String adapter) {
        return noClasses()
                .that().resideOutsideOfPackages(adapter, BOOTSTRAP)
                .should().dependOnClassesThat().resideInAPackage(adapter)
                .as("only " + adapter + " itself and bootstrap depend on " + adapter);
    }
}
