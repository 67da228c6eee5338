package market.feeds.domain.field;

/** The JSON type a contract field expects. */
public enum FieldType {
    STRING,
    NUMBER,
    BOOLEAN,
    DATE_TIME
}
