/**
 * The strict JSON reader shared by the HTTP API and the feed pull; the only place jackson-core is used.
 *
 * <p>Decisions where the operations contract (§2, "JSON is read strictly…") leaves room:
 * <ul>
 *   <li>Kinds are judged in the order ENCODING, SYNTAX, STRICTNESS, SHAPE: the whole body is checked as UTF-8
 *       first, and a strictness or shape problem is only reported once the whole document proved to be JSON,
 *       so that the pull says {@code malformed_json} for {@code [1, 2} or for a duplicate member followed by a
 *       truncation, rather than {@code invalid_envelope}. SYNTAX is what the JSON grammar (RFC 8259) refuses:
 *       truncation, trailing content, NaN/Infinity, raw control characters, comments, single quotes…
 *       STRICTNESS is JSON a parser reads but the contract refuses: a member name twice in one object (names
 *       only SHOULD be unique), U+0000 or an unpaired surrogate written as an escape, nesting deeper than 64.
 *       The pull says {@code invalid_envelope} for it, like the API: a vendor's own JSON check finds the
 *       body valid, so "not valid JSON" would mislead.</li>
 *   <li>Depth counts open containers, the body's own object being level 1; 64 are accepted, the 65th is
 *       refused with the pointer to it, at once and not at the end of the document like the other strict
 *       rules: reading on would keep every further level in the parser's context chain (16 MiB of {@code [}
 *       are 16 million levels). So a body nested too deep and also truncated further on is STRICTNESS.</li>
 *   <li>Pointers (RFC 6901): a SHAPE problem points at the document ({@code ""}) when the body is not an
 *       object, at {@code /items} when it is missing or not an array, at {@code /items/3} for an element
 *       that is not an object. A duplicate member or a forbidden string value points at that member or
 *       element; a forbidden member name points at its enclosing object, since the name itself (an
 *       unpaired surrogate) may have no encoding. NaN/Infinity points at that value ({@code /items/0/price}):
 *       Jackson is let read them as numbers only so that the refusal knows where. A member name in a pointer
 *       is cut like every echoed value (256 code points and {@code …}, {@code domain.envelope.JsonPointer}).
 *       Encoding errors and the other grammar errors carry no pointer: the parser stops inside a token, where
 *       no value has begun to point at; their detail gives a byte offset or a line and column instead, never
 *       body text.</li>
 *   <li>Only one UTF-8 byte order mark, at the very start, is ignored. No other encoding is guessed:
 *       UTF-16 or UTF-32 bodies (which Jackson would detect on its own) are refused.</li>
 *   <li>Numbers stay literal text of any length; the domain refuses those beyond its limits.</li>
 * </ul>
 */
package market.feeds.application.json;
