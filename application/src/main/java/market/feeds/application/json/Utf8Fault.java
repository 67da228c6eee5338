package market.feeds.application.json;

/** The first place where a body stops being strict UTF-8, and what is wrong there. */
record Utf8Fault(int offset, String problem) {

    String detail() {
        return "The body is not valid UTF-8: " + problem + " at byte offset " + offset + ".";
    }
}
