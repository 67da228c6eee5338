package market.feeds.adapters.http.console;

/**
 * A submitted or query value no store may hold (U+0000, an unpaired surrogate): refused before any use case sees
 * it, and answered as a console page (400 "Not done"), not as the operator API's problem+json.
 */
final class ConsoleInputRefused extends RuntimeException {

    ConsoleInputRefused(String detail) {
        super(detail, null, false, false);
    }
}
