package market.feeds.adapters.jdbc.infra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Proof that this process alone owns a data directory: an OS file lock beside it, released by the kernel when the
 * owner dies however it dies. Holding it is what makes a postmaster found running on the directory an orphan.
 */
final class DataDirectoryLock implements AutoCloseable {

    private final FileChannel channel;
    private final FileLock lock;

    private DataDirectoryLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock or fails at once: waiting would hide a second service started on the same directory. */
    static DataDirectoryLock acquire(Path dataDirectory) {
        // Beside the directory, not inside: initdb wants an empty directory on the first start.
        Path file = dataDirectory.resolveSibling(dataDirectory.getFileName() + ".lock");
        try {
            Files.createDirectories(file.getParent());
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            // Anyone who may write it could truncate or replace it under a running service (audit 24 F10).
            OwnerOnlyFile.narrow(file);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                throw new DataDirectoryInUse("data directory " + dataDirectory
                        + " is in use by another running service (lock " + file + " is held)");
            }
            return new DataDirectoryLock(channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot lock data directory " + dataDirectory, e);
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
