package market.feeds.adapters.feedpull.fetch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.security.KeyStore;
import java.util.Optional;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pull trusts exactly the JDK's default CAs, plus those of FEEDS_PULL_TRUST_PEM when it is set. */
class TrustMaterialTest {

    @TempDir
    Path tempDir;

    @Test
    void withoutAnExtraPemEveryJdkAuthorityIsTrusted() throws Exception {
        assertThat(TrustMaterial.load(Optional.empty()).trustManager().getAcceptedIssuers())
                .isNotEmpty().containsExactlyInAnyOrder(jdkDefaults().getAcceptedIssuers());
    }

    @Test
    void anExtraPemAddsItsAuthorityToTheJdkOnes() throws Exception {
        TestCertificates extra = TestCertificates.newAuthority("Vendor Test CA");

        assertThat(TrustMaterial.load(Optional.of(extra.writeRootPem(tempDir))).trustManager().getAcceptedIssuers())
                .contains(jdkDefaults().getAcceptedIssuers()).contains(extra.root().certificate())
                .hasSize(jdkDefaults().getAcceptedIssuers().length + 1);
    }

    private static X509TrustManager jdkDefaults() throws Exception {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init((KeyStore) null);
        return (X509TrustManager) factory.getTrustManagers()[0];
    }
}
