package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The release a node names at start and in {@code feeds_build_info} (decision 0015). */
class ReleaseTest {

    @Test
    void theReleaseIsTheManifestsVersionWithItsCommit() {
        assertThat(Release.named("1.4.0+0123abcdef")).contains("1.4.0+0123abcdef");
        assertThat(Release.named("1.4.0+0123abcdef-modified")).contains("1.4.0+0123abcdef-modified");
    }

    @Test
    void aBuildWithoutGitHistorySaysItsCommitIsUnknownInsteadOfShowingThePlaceholder() {
        assertThat(Release.named("1.4.0+${git.commit.id.describe}")).contains("1.4.0+unknown-commit");
    }

    @Test
    void outsideTheReleaseJarThereIsNoRelease() {
        assertThat(Release.named(null)).isEmpty();
    }
}
