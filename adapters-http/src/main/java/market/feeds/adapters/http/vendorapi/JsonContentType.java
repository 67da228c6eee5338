package market.feeds.adapters.http.vendorapi;

import java.util.Locale;

/** {@code Content-Type} of a write request: {@code application/json}, parameters such as charset allowed. */
final class JsonContentType {

    private JsonContentType() {
    }

    static boolean matches(String header) {
        if (header == null) {
            return false;
        }
        int semicolon = header.indexOf(';');
        String mediaType = (semicolon < 0 ? header : header.substring(0, semicolon)).strip();
        return mediaType.toLowerCase(Locale.ROOT).equals("application/json");
    }
}
