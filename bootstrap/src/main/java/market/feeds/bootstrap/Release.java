package market.feeds.bootstrap;

import java.util.Optional;

/**
 * The release this jar is: its version and the commit it was built from ({@code 1.0.0-SNAPSHOT+0123abcdef}, with
 * {@code -modified} when the working tree had changes), from the manifest the build writes (decision 0015).
 */
final class Release {

    private Release() {
    }

    /** Empty when not run from the release jar (tests, an IDE). */
    static Optional<String> ofThisJar() {
        return named(Main.class.getPackage().getImplementationVersion());
    }

    /**
     * A build without git history to read (a source archive) leaves the commit's placeholder unresolved in the
     * manifest: the release then says that its commit is unknown rather than show the placeholder.
     */
    static Optional<String> named(String implementationVersion) {
        return Optional.ofNullable(implementationVersion)
                .map(version -> version.replaceFirst("\\+\\$\\{[^}]*}$", "+unknown-commit"));
    }
}
