package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Code, README and other records cite a decision by its number alone ("decision 0409"), so each number must name one
 * record, and the record's title must carry the number its file name gives.
 */
class DecisionRecordsTest {

    private static final Path DECISIONS = Path.of("decisions");

    @Test
    void everyDecisionNumberNamesOneRecord() {
        Map<String, List<String>> byNumber = records().stream()
                .collect(Collectors.groupingBy(DecisionRecordsTest::number));
        List<List<String>> shared = byNumber.values().stream().filter(files -> files.size() > 1).toList();
        assertThat(shared).as("records that share a number").isEmpty();
    }

    @Test
    void everyRecordsTitleStartsWithItsFilesNumber() {
        List<String> mistitled = records().stream()
                .filter(file -> !title(file).startsWith("# " + number(file) + " "))
                .toList();
        assertThat(mistitled).as("records whose first line is not '# <their number> <title>'").isEmpty();
    }

    private static List<String> records() {
        try (Stream<Path> files = Files.list(DECISIONS)) {
            List<String> names = files.map(f -> f.getFileName().toString()).sorted().toList();
            assertThat(names).as("decision records").isNotEmpty()
                    .allMatch(name -> name.matches("\\d{4}-[a-z0-9-]+\\.md"), "named NNNN-words.md");
            return names;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String number(String file) {
        return file.substring(0, 4);
    }

    private static String title(String file) {
        try (Stream<String> lines = Files.lines(DECISIONS.resolve(file))) {
            return lines.findFirst().orElse("");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
