package market.feeds.application.archfixture;

import com.fasterxml.jackson.core.JsonFactory;

/** ArchUnit fixture (test sources only): the streaming parser used outside market.feeds.application.json. */
public final class ApplicationUsingJacksonOutsideJson {

    public JsonFactory factory() {
        return new JsonFactory();
    }
}
