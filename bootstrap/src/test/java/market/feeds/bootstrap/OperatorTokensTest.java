package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import market.feeds.adapters.jdbc.infra.ServiceSettings;
import market.feeds.adapters.jdbc.testing.FreshSchemaExtension;
import market.feeds.adapters.jdbc.testing.TestSchema;
import market.feeds.bootstrap.config.Secret;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The operator token: generated once and printed once, only its hash stored; FEEDS_ADMIN_TOKEN wins. */
@ExtendWith(FreshSchemaExtension.class)
class OperatorTokensTest {

    private static final Pattern TOKEN = Pattern.compile("fdadm_[A-Za-z0-9_-]{43}");

    private final ServiceSettings settings;
    private final SecureRandom random = new SecureRandom();

    OperatorTokensTest(TestSchema schema) {
        this.settings = new ServiceSettings(schema.dataSource());
    }

    @Test
    void generatedOnFirstStartPrintedOnceAndOnlyItsHashStored() {
        settings.remove(OperatorTokens.SETTING);
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        OperatorTokenHash hash = OperatorTokens.resolve(Optional.empty(), settings, random, console(first));

        Matcher token = TOKEN.matcher(first.toString(StandardCharsets.UTF_8));
        assertThat(token.find()).isTrue();
        assertThat(hash).isEqualTo(OperatorTokenHash.of(token.group()));
        assertThat(settings.find(OperatorTokens.SETTING)).contains(hash.sha256Hex());

        ByteArrayOutputStream second = new ByteArrayOutputStream();
        assertThat(OperatorTokens.resolve(Optional.empty(), settings, random, console(second))).isEqualTo(hash);
        assertThat(second.toString(StandardCharsets.UTF_8)).doesNotContain("fdadm_");
    }

    @Test
    void configuredTokenIsHashedInMemoryAndNeverPrinted() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OperatorTokenHash hash = OperatorTokens.resolve(Optional.of(Secret.ofText("my-admin-token")), settings,
                random, console(out));
        assertThat(hash).isEqualTo(OperatorTokenHash.of("my-admin-token"));
        assertThat(out.size()).isZero();
    }

    @Test
    void aConfiguredTokenRetiresTheGeneratedOneForGood() {
        settings.remove(OperatorTokens.SETTING);
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        OperatorTokenHash generated = OperatorTokens.resolve(Optional.empty(), settings, random, console(first));

        OperatorTokens.resolve(Optional.of(Secret.ofText("replacing-token")), settings, random, console(first));
        ByteArrayOutputStream afterwards = new ByteArrayOutputStream();
        OperatorTokenHash withoutVariable = OperatorTokens.resolve(Optional.empty(), settings, random,
                console(afterwards));

        assertThat(withoutVariable).as("the generated token stays retired").isNotEqualTo(generated);
        assertThat(TOKEN.matcher(afterwards.toString(StandardCharsets.UTF_8)).find())
                .as("a new token is generated and printed once").isTrue();
    }

    @Test
    void hashIsLowerCaseSha256Hex() {
        assertThat(OperatorTokenHash.of("abc").sha256Hex())
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    private static PrintStream console(ByteArrayOutputStream out) {
        return new PrintStream(out, true, StandardCharsets.UTF_8);
    }
}
