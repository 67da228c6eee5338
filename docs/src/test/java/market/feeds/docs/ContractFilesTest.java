package market.feeds.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The committed renditions in docs/contract are exactly what the generator produces from the code now. */
class ContractFilesTest {

    // Surefire runs in the module directory, so docs/contract of the repository is contract/ here.
    private static final Path COMMITTED = Path.of("contract");

    @Test
    void committedRenditionsMatchTheGenerator() throws IOException {
        for (Map.Entry<String, String> file : ContractFiles.renditions().entrySet()) {
            Path committed = COMMITTED.resolve(file.getKey());
            String stale = "docs/contract/" + file.getKey() + " differs from what the code generates; regenerate with: "
                    + ContractFiles.REGENERATE;
            assertThat(committed).as(stale).exists();
            assertThat(Files.readString(committed, StandardCharsets.UTF_8)).as(stale).isEqualTo(file.getValue());
        }
    }

    @Test
    void generatorWritesTheOpenApiDocumentAndARenditionPerLanguage(@TempDir Path directory) throws IOException {
        ContractFiles.main(new String[] {directory.toString()});
        assertThat(directory.resolve("openapi.json")).content(StandardCharsets.UTF_8).isEqualTo(OpenApiContract.json() + "\n");
        for (var locale : ContractLocales.ALL) {
            assertThat(directory.resolve("contract." + locale.getLanguage() + ".md")).content(StandardCharsets.UTF_8)
                    .isEqualTo(MarkdownContract.render(locale));
        }
    }
}
