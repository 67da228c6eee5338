package market.feeds.bootstrap.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.regex.Pattern;
import market.feeds.bootstrap.e2e.JournalSeed;
import market.feeds.bootstrap.e2e.OneService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The journal is leafed through a page at a time, older and newer, in its order and with its filters. */
class ConsoleJournalPagingTest {

    private static final int REQUESTS = 250;
    private static final String JOURNAL = "/console/vendors/leafing/journal";
    private static final Pattern ENTRY = Pattern.compile("href=\"/console/vendors/leafing/journal/0{8}-0{4}-0{4}-0{4}-"
            + "0*([0-9]+)\"");
    private static final Pattern OLDER = Pattern.compile("<a rel=\"next\" href=\"([^\"]+)\">Older →</a>");
    private static final Pattern NEWER = Pattern.compile("<a rel=\"prev\" href=\"([^\"]+)\">← Newer</a>");

    @RegisterExtension
    static final OneService service = OneService.perClass();
    private static ConsoleClient console;

    /** {@link JournalSeed}'s 250 requests: an even n a failed feed run, an odd one an API write. */
    @BeforeAll
    static void seed() throws Exception {
        service.operator().vendor("leafing");
        assertThat(JournalSeed.write(service.database(), "leafing", REQUESTS)).isEqualTo(REQUESTS);
        console = ConsoleClient.signedIn(service.port());
    }

    @Test
    void olderAndNewerLinksLeafThroughTheWholeJournalNewestFirstAPageAtATime() {
        String first = page(JOURNAL);
        String second = page(link(OLDER, first));
        String third = page(link(OLDER, second));
        String backToSecond = page(link(NEWER, third));
        String backToFirst = page(link(NEWER, backToSecond));

        assertThat(entries(first)).isEqualTo(range(250, 151));
        assertThat(first).doesNotContain("← Newer");
        assertThat(entries(second)).isEqualTo(range(150, 51));
        assertThat(entries(third)).isEqualTo(range(50, 1));
        assertThat(third).contains("← Newer").doesNotContain("Older →");
        assertThat(entries(backToSecond)).isEqualTo(range(150, 51));
        assertThat(entries(backToFirst)).isEqualTo(range(250, 151));
        assertThat(backToFirst).doesNotContain("← Newer");
    }

    @Test
    void aPageLinkKeepsTheSourceAndOutcomeFiltersAndTheFilterIsAppliedBeforeThePageIsCut() {
        String first = page(JOURNAL + "?source=feed&outcome=failed");
        String older = link(OLDER, first);
        String second = page(older);

        assertThat(entries(first)).as("100 failed runs, not the failed ones among 100 requests")
                .isEqualTo(range(250, 52).stream().filter(n -> n % 2 == 0).toList());
        assertThat(older).contains("source=feed", "outcome=failed");
        assertThat(entries(second)).isEqualTo(range(50, 2).stream().filter(n -> n % 2 == 0).toList());
        assertThat(second).contains("<option selected>feed</option>", "<option selected>failed</option>")
                .doesNotContain("Older →");
        assertThat(link(NEWER, second)).contains("source=feed", "outcome=failed");
    }

    @Test
    void aPageNextToARequestTheJournalDoesNotHoldSaysSoAndLeadsToTheNewest() {
        HttpResponse<String> gone = console.get(JOURNAL + "?older=00000000-0000-0000-0000-999999999999");

        assertThat(gone.statusCode()).isEqualTo(200);
        assertThat(gone.body()).contains("No requests next to that one", "Newest requests").doesNotContain("<table");
    }

    private static String page(String path) {
        HttpResponse<String> answer = console.get(path);
        assertThat(answer.statusCode()).as(path).isEqualTo(200);
        return answer.body();
    }

    private static String link(Pattern pager, String page) {
        var found = pager.matcher(page);
        assertThat(found.find()).as("a %s link", pager).isTrue();
        return found.group(1).replace("&amp;", "&");
    }

    private static List<Integer> entries(String page) {
        return ENTRY.matcher(page).results().map(m -> Integer.parseInt(m.group(1))).toList();
    }

    private static List<Integer> range(int from, int downTo) {
        return java.util.stream.IntStream.rangeClosed(downTo, from).map(n -> from + downTo - n).boxed().toList();
    }
}
