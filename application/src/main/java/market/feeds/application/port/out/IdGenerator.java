package market.feeds.application.port.out;

/** Hands out new identifiers (UUID text) for requests, jobs and records. */
public interface IdGenerator {

    String newId();
}
