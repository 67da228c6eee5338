package market.feeds.bootstrap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What this machine's process table says of processes the tests did not start themselves, such as a postmaster. */
final class ProcessTable {

    private ProcessTable() {
    }

    /** Alive and not a zombie (an exited process not yet reaped by its parent is not running). */
    static boolean running(long pid) {
        Path stat = Path.of("/proc", String.valueOf(pid), "stat");
        try {
            String line = Files.readString(stat);
            return line.charAt(line.lastIndexOf(')') + 2) != 'Z';
        } catch (IOException gone) {
            return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)
                    && !Files.isDirectory(stat.getParent());
        }
    }

    /** Running processes other than this JVM whose command line holds {@code text}, such as a data directory. */
    static List<ProcessHandle> processesMentioning(String text) {
        return ProcessHandle.allProcesses()
                .filter(p -> running(p.pid()))
                .filter(p -> p.info().commandLine().map(line -> line.contains(text)).orElse(false)
                        || p.info().arguments().map(args -> String.join(" ", args).contains(text)).orElse(false))
                .filter(p -> p.pid() != ProcessHandle.current().pid())
                .toList();
    }
}
