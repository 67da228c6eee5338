package market.feeds.adapters.feedpull.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import market.feeds.application.port.out.FeedFetcher.FetchResult;
import market.feeds.domain.code.PullRunCode;

/** Assertions on fetch results that say what was expected when they fail. */
final class FetchResults {

    private FetchResults() {
    }

    static FetchResult.Failed assertFailed(FetchResult result, PullRunCode code) {
        assertThat(result).as("fetch result").isInstanceOf(FetchResult.Failed.class);
        FetchResult.Failed failed = (FetchResult.Failed) result;
        assertThat(failed.code()).as("pull-run code (detail: %s)", failed.detail()).isEqualTo(code);
        return failed;
    }

    static byte[] assertFetched(FetchResult result) {
        assertThat(result).as("fetch result").isInstanceOf(FetchResult.Fetched.class);
        return ((FetchResult.Fetched) result).body();
    }
}
