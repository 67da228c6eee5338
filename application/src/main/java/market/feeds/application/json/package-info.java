/**
 * The strict JSON reader shared by the HTTP API and the feed pull; the only place jackson-core is used.
 *
 * <p>Decisions where the operations contract (§2, "JSON is read strictly…") leaves room:
 * <ul>
 *   <li>Kinds are judged in the order ENCODING, SYNTAX, SHAPE: the whole body is checked as UTF-8 first,
 *       and a shape problem is only reported once the whole document proved to be strict JSON, so that
 *       the pull says {@code malformed_json} for {@code [1, 2} rather than {@code invalid_envelope}.</li>
 *   <li>Depth counts open containers, the body's own object being level 1; 64 are accepted, the 65th is
 *       refused with the pointer to it.</li>
 *   <li>Pointers (RFC 6901): a SHAPE problem points at the document ({@code ""}) when the body is not an
 *       object, at {@code /items} when it is missing or not an array, at {@code /items/3} for an element
 *       that is not an object. A duplicate member or a forbidden string value points at that member or
 *       element; a forbidden member name points at its enclosing object, since the name itself (an
 *       unpaired surrogate) may have no encoding. Encoding and grammar errors carry no pointer; their
 *       detail gives a byte offset or a line and column instead, never body text.</li>
 *   <li>Only one UTF-8 byte order mark, at the very start, is ignored. No other encoding is guessed:
 *       UTF-16 or UTF-32 bodies (which Jackson would detect on its own) are refused.</li>
 *   <li>Numbers stay literal text of any length; the domain refuses those beyond its limits.</li>
 * </ul>
 */
package market.feeds.application.json;
