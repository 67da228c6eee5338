package market.feeds.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import market.feeds.bootstrap.config.ConfigurationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/** Audit 24 F10: FEEDS_DATA_DIR holds both secrets, so only the service's account may change what is in it. */
class DataDirectoryTest {

    private final Logger logger = (Logger) LoggerFactory.getLogger(DataDirectory.class);
    private final ListAppender<ILoggingEvent> events = new ListAppender<>();

    @TempDir
    Path work;

    @BeforeEach
    void capture() {
        events.start();
        logger.addAppender(events);
    }

    @AfterEach
    void release() {
        logger.detachAppender(events);
    }

    @Test
    void aDataDirectoryTheServiceCreatesIsOwnerOnlyWhateverTheUmask() throws Exception {
        Path root = work.resolve("parent/data");

        DataDirectory.prepare(root);

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(root))).isEqualTo("rwx------");
        assertThat(warnings()).isEmpty();
    }

    @Test
    void anExistingDataDirectoryOthersMayWriteToIsWarnedAboutAndLeftAsItIs() throws Exception {
        Path root = Files.createDirectory(work.resolve("data"));
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxrwxrwx"));

        DataDirectory.prepare(root);

        assertThat(warnings()).singleElement().asString().contains(root.toString(), "rwxrwxrwx", "chmod 700");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(root))).isEqualTo("rwxrwxrwx");
    }

    @Test
    void aDataDirectoryThatCannotBeCreatedIsAConfigurationErrorNamingTheVariable() throws Exception {
        Path file = Files.writeString(work.resolve("a-file"), "not a directory");
        Path root = file.resolve("data");

        assertThatThrownBy(() -> DataDirectory.prepare(root))
                .isInstanceOfSatisfying(ConfigurationException.class, refused -> {
                    assertThat(refused.variable()).isEqualTo("FEEDS_DATA_DIR");
                    assertThat(refused.getMessage()).contains(root.toString(), "cannot be created").doesNotContain("\n");
                });
    }

    private java.util.List<String> warnings() {
        return events.list.stream().filter(event -> event.getLevel() == Level.WARN)
                .map(ILoggingEvent::getFormattedMessage).toList();
    }
}
