package market.feeds.adapters.http.console;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;

/** The console's stylesheet and script, from the jar; a fixed list, so no path reaches the classpath unchecked. */
final class ConsoleAssets {

    private static final Map<String, String> TYPES = Map.of("console.css", "text/css; charset=utf-8",
            "console.js", "text/javascript; charset=utf-8");

    private ConsoleAssets() {
    }

    static void serve(Context ctx) {
        String name = ctx.pathParam("name");
        String type = TYPES.get(name);
        if (type == null) {
            ctx.status(404).result("");
            return;
        }
        try (InputStream in = ConsoleAssets.class.getResourceAsStream("/console/" + name)) {
            if (in == null) {
                throw new IllegalStateException("console asset missing from the jar: " + name);
            }
            ctx.header("Cache-Control", "max-age=300").contentType(type).result(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
