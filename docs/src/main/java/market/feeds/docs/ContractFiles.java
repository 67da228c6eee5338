package market.feeds.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the committed renditions of the contract ({@code docs/contract/}) from the code, so the published
 * files are the ones the service serves; {@code ContractFilesTest} fails when they drift.
 */
public final class ContractFiles {

    /** The command that rewrites the committed files (from the repository root). */
    public static final String REGENERATE = "mvn -B -q -Pcontract-files -pl docs -am process-classes";

    private ContractFiles() {
    }

    /** Every committed file name with the content the code produces now. */
    public static Map<String, String> renditions() {
        Map<String, String> files = new LinkedHashMap<>();
        files.put("openapi.json", OpenApiContract.json() + "\n");
        files.put("openapi-operator.json", OperatorApiContract.json() + "\n");
        for (Locale locale : ContractLocales.ALL) {
            files.put("contract." + locale.getLanguage() + ".md", MarkdownContract.render(locale));
            files.put("contract." + locale.getLanguage() + ".html", HtmlContract.render(locale));
        }
        return files;
    }

    /** Writes every rendition into the directory given as the only argument (default {@code docs/contract}). */
    public static void main(String[] args) throws IOException {
        Path directory = Path.of(args.length > 0 ? args[0] : "docs/contract");
        Files.createDirectories(directory);
        for (Map.Entry<String, String> file : renditions().entrySet()) {
            Files.writeString(directory.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
        }
        System.out.println("contract renditions written to " + directory.toAbsolutePath());
    }
}
