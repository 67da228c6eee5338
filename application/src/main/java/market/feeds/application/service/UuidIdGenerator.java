package market.feeds.application.service;

import java.util.UUID;
import market.feeds.application.port.out.IdGenerator;

/** Random (version 4) UUIDs, the ids of every record and request. */
public final class UuidIdGenerator implements IdGenerator {

    @Override
    public String newId() {
        return UUID.randomUUID().toString();
    }
}
