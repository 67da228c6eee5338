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
    private static final int LONG_DIGITS = 18;

    private BoundedDecimal() {
    }

    /**
     * {@code value} when it is within the same bounds, counted on the value ({@code 10.500000000} is fine), for
     * numbers another reader already decoded (the operator API's); empty when out of bounds.
     */
    public static Optional<BigDecimal> within(BigDecimal value) {
        BigDecimal stripped = value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
        long integerDigits = (long) stripped.precision() - stripped.scale();
        return integerDigits > MAX_INTEGER_DIGITS || stripped.scale() > MAX_DECIMALS ? Optional.empty()
                : Optional.of(value);
    }

    /** The value of a JSON number literal when it is within bounds; empty for malformed or out of bounds. */
    public static Optional<BigDecimal> parse(String literal) {
        int length = literal.length();
        int at = 0;
        boolean negative = at < length && literal.charAt(at) == '-';
        if (negative) {
            at++;
        }
        int integerStart = at;
        at = digits(literal, at);
        if (at == integerStart || (literal.charAt(integerStart) == '0' && at - integerStart > 1)) {
            return Optional.empty();
        }
        String integer = literal.substring(integerStart, at);
        String fraction = "";
        if (at < length && literal.charAt(at) == '.') {
            int fractionStart = ++at;
            at = digits(literal, at);
            if (at == fractionStart) {
                return Optional.empty();
            }
            fraction = literal.substring(fractionStart, at);
        }
        String exponentSign = "";
        String exponentDigits = null;
        if (at < length && (literal.charAt(at) == 'e' || literal.charAt(at) == 'E')) {
            at++;
            if (at < length && (literal.charAt(at) == '+' || literal.charAt(at) == '-')) {
                exponentSign = literal.substring(at, at + 1);
                at++;
            }
            int exponentStart = at;
            at = digits(literal, at);
            if (at == exponentStart) {
                return Optional.empty();
            }
            exponentDigits = literal.substring(exponentStart, at);
        }
        if (at != length) {
            return Optional.empty();
        }
        return bounded(negative, integer, fraction, exponentSign, exponentDigits);
    }

    private static Optional<BigDecimal> bounded(boolean negative, String integer, String fraction, String exponentSign,
                                                String exponentDigits) {
        String digits = stripLeadingZeros(integer + fraction);
        if (digits.isEmpty()) {
            return Optional.of(BigDecimal.ZERO);
        }
        String significant = stripTrailingZeros(digits);
        long exponent = exponent(exponentSign, exponentDigits);
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
        BigDecimal magnitude = unscaled(significant, (int) -power).setScale((int) decimals);
        return Optional.of(negative ? magnitude.negate() : magnitude);
    }

    /** 21 digits at most (15 + 6, checked above); up to 18 fit a long, which spares building a BigInteger. */
    private static BigDecimal unscaled(String significant, int scale) {
        return significant.length() <= LONG_DIGITS ? BigDecimal.valueOf(Long.parseLong(significant), scale)
                : new BigDecimal(new BigInteger(significant), scale);
    }

    private static int digits(String text, int at) {
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        return at;
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
