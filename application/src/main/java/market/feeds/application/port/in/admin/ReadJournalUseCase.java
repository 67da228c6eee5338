package market.feeds.application.port.in.admin;

import java.util.List;
import java.util.Optional;
import market.feeds.application.model.JournalEntry;
import market.feeds.application.model.Notification;
import market.feeds.application.model.Source;

/** Operator API: the vendor's request journal and notifications, newest first. */
public interface ReadJournalUseCase {

    int DEFAULT_LIMIT = 50;
    int MAX_LIMIT = 500;

    AdminResult<List<JournalEntry>> journal(String vendorSlug, Optional<Source> source, Optional<Integer> limit);

    AdminResult<List<Notification>> notifications(String vendorSlug);
}
