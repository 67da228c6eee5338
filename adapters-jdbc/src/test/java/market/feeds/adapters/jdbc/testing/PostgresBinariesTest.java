package market.feeds.adapters.jdbc.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which server the system-PostgreSQL tests use, and what happens when there is none; apt-get is a stand-in here. */
class PostgresBinariesTest {

    @TempDir
    Path root;

    private final List<List<String>> aptCalls = new ArrayList<>();

    @Test
    void theNewestVersionWinsByNumberNotByText() {
        server("9.6");
        server("15");
        server("10");

        assertThat(PostgresBinaries.newest(root)).contains(root.resolve("15/bin"));
    }

    @Test
    void aVersionWithOnlyClientProgramsIsNoServer() {
        server("15");
        program("16", "psql");

        assertThat(PostgresBinaries.newest(root)).contains(root.resolve("15/bin"));
    }

    @Test
    void anInstalledServerIsUsedWithoutApt() {
        server("15");

        assertThat(PostgresBinaries.locate(root, true, this::aptDoingNothing)).isEqualTo(root.resolve("15/bin"));
        assertThat(aptCalls).isEmpty();
    }

    @Test
    void anAbsentServerIsInstalledWithAptWhenRoot() {
        Path bin = PostgresBinaries.locate(root.resolve("missing"), true, command -> {
            aptCalls.add(command);
            server("missing/15");
            return 0;
        });

        assertThat(bin).isEqualTo(root.resolve("missing/15/bin"));
        assertThat(aptCalls).containsExactly(PostgresBinaries.INSTALL);
    }

    @Test
    void thePackageListsAreReadOnceWhenTheInstallFindsNoPackage() {
        PostgresBinaries.locate(root, true, command -> {
            aptCalls.add(command);
            if (!aptCalls.contains(PostgresBinaries.UPDATE)) {
                return 100; // "E: Unable to locate package postgresql"
            }
            if (command.equals(PostgresBinaries.INSTALL)) {
                server("15");
            }
            return 0;
        });

        assertThat(aptCalls)
                .containsExactly(PostgresBinaries.INSTALL, PostgresBinaries.UPDATE, PostgresBinaries.INSTALL);
    }

    @Test
    void withoutRootAnAbsentServerFailsAndNamesTheOptOut() {
        assertThatThrownBy(() -> PostgresBinaries.locate(root, false, this::aptDoingNothing))
                .hasMessageContaining("only root may install it")
                .hasMessageContaining("FEEDS_TEST_SYSTEM_POSTGRES=skip");
        assertThat(aptCalls).isEmpty();
    }

    @Test
    void anInstallThatLeavesNoServerFailsAndNamesTheOptOut() {
        assertThatThrownBy(() -> PostgresBinaries.locate(root, true, this::aptDoingNothing))
                .hasMessageContaining("did not install it")
                .hasMessageContaining("FEEDS_TEST_SYSTEM_POSTGRES=skip");
        assertThat(aptCalls).containsExactly(PostgresBinaries.INSTALL);
    }

    private int aptDoingNothing(List<String> command) {
        aptCalls.add(command);
        return 0;
    }

    private void server(String version) {
        for (String program : List.of("initdb", "pg_ctl", "postgres", "psql")) {
            program(version, program);
        }
    }

    private void program(String version, String name) {
        try {
            Path file = root.resolve(version).resolve("bin").resolve(name);
            Files.createDirectories(file.getParent());
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
