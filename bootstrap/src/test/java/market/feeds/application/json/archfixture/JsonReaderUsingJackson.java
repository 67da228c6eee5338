package market.feeds.application.json.archfixture;

import com.fasterxml.jackson.core.JsonFactory;

/** ArchUnit fixture (test sources only): the one allowed use of the streaming parser. */
public final class JsonReaderUsingJackson {

    public JsonFactory factory() {
        return new JsonFactory();
    }
}
