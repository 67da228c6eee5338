package market.feeds.domain.field;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/**
 * Reads a JSON number literal into a value of at most 15 integer digits and 6 decimals (operations
 * contract §2), counted on the value, so {@code 10.500000000} and {@code 1.5e1} are fine.
 *
 * <p>The exponent is bounded before any arithmetic: a literal such as {@code 1e999999999} is rejected
 * without ever building the number it denotes.
 */
public final class BoundedDecimal {

    public static final int MAX_INTEGER_DIGITS = 15;
    public static final int MAX_DECIMALS = 6;
    private static final int MAX_EXPONENT_DIGITS = 6;
    private static final java.util.regex.Pattern JSON_NUMBER =
            java.util.regex.Pattern.compile("(-?)(0|[1-9][0-9]*)(?:\\.([0-9]+))?(?:[eE]([+-]?)([0-9]+))?");

    private BoundedDecimal() {
    }

    /** The value of a JSON number literal when it is within bounds; empty for malformed or out of bounds. */
    public static Optional<BigDecimal> parse(String literal) {
        java.util.regex.Matcher m = JSON_NUMBER.matcher(literal);
        if (!m.matches()) {
            return Optional.empty();
        }
        String fraction = m.group(3) == null ? "" : m.group(3);
        String digits = stripLeadingZeros(m.group(2) + fraction);
        if (digits.isEmpty()) {
            return Optional.of(BigDecimal.ZERO);
        }
        String significant = stripTrailingZeros(digits);
        long exponent = exponent(m.group(4), m.group(5));
        if (exponent == Long.MIN_VALUE) {
            return Optional.empty();
        }
        // value = significant * 10^power
        long power = exponent - fraction.length() + (digits.length() - significant.length());
        long integerDigits = significant.length() + power;
        long decimals = Math.max(0, -power);
        if (integerDigits > MAX_INTEGER_DIGITS || decimals > MAX_DECIMALS) {
            return Optional.empty();
        }
        BigDecimal magnitude = new BigDecimal(new BigInteger(significant), (int) -power).setScale((int) decimals);
        return Optional.of(m.group(1).isEmpty() ? magnitude : magnitude.negate());
    }

    /** The exponent, or Long.MIN_VALUE when it has so many digits that any non-zero value is out of bounds. */
    private static long exponent(String sign, String digits) {
        if (digits == null) {
            return 0;
        }
        String significant = stripLeadingZeros(digits);
        if (significant.length() > MAX_EXPONENT_DIGITS) {
            return Long.MIN_VALUE;
        }
        long value = significant.isEmpty() ? 0 : Long.parseLong(significant);
        return "-".equals(sign) ? -value : value;
    }

    private static String stripLeadingZeros(String digits) {
        int i = 0;
        while (i < digits.length() && digits.charAt(i) == '0') {
            i++;
        }
        return digits.substring(i);
    }

    private static String stripTrailingZeros(String digits) {
        int end = digits.length();
        while (end > 0 && digits.charAt(end - 1) == '0') {
            end--;
        }
        return digits.substring(0, end);
    }
}
