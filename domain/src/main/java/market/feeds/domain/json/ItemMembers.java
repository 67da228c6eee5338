package market.feeds.domain.json;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * The members of one item, in document order, immutable. An item has a handful of members and each is looked up
 * a few times, so two arrays searched in order cost less than a hash table built for every item: a 5000-row body
 * reads 5000 of these (issue 15). Names parsed from one body are usually the same {@code String} instances, so
 * most comparisons end at the identity check.
 */
public final class ItemMembers extends AbstractMap<String, JsonValue> {

    private static final ItemMembers EMPTY = new ItemMembers(new String[0], new JsonValue[0], 0);

    private final String[] names;
    private final JsonValue[] values;
    private final int size;

    private ItemMembers(String[] names, JsonValue[] values, int size) {
        this.names = names;
        this.values = values;
        this.size = size;
    }

    /** The same members in the same order; returns {@code members} itself when it already is one of these. */
    public static ItemMembers copyOf(Map<String, JsonValue> members) {
        if (members instanceof ItemMembers kept) {
            return kept;
        }
        Builder builder = new Builder(members.size());
        members.forEach(builder::put);
        return builder.build();
    }

    public static ItemMembers of() {
        return EMPTY;
    }

    @Override
    public JsonValue get(Object name) {
        int at = indexOf(name);
        return at < 0 ? null : values[at];
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public int size() {
        return size;
    }

    private int indexOf(Object name) {
        for (int i = 0; i < size; i++) {
            if (names[i] == name) {
                return i;
            }
        }
        for (int i = 0; i < size; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public Set<Entry<String, JsonValue>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Entry<String, JsonValue>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < size;
                    }

                    @Override
                    public Entry<String, JsonValue> next() {
                        if (next >= size) {
                            throw new NoSuchElementException();
                        }
                        int at = next++;
                        return new SimpleImmutableEntry<>(names[at], values[at]);
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    /** Members in document order; a name given twice keeps its first place and takes the last value. */
    public static final class Builder {

        private String[] names;
        private JsonValue[] values;
        private int size;

        public Builder(int expected) {
            int capacity = Math.max(1, expected);
            this.names = new String[capacity];
            this.values = new JsonValue[capacity];
        }

        public Builder put(String name, JsonValue value) {
            Objects.requireNonNull(name, "name");
            for (int i = 0; i < size; i++) {
                if (names[i].equals(name)) {
                    values[i] = value;
                    return this;
                }
            }
            if (size == names.length) {
                names = Arrays.copyOf(names, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            names[size] = name;
            values[size] = value;
            size++;
            return this;
        }

        public int size() {
            return size;
        }

        /** The members put so far; the builder must not be used afterwards. */
        public ItemMembers build() {
            return size == 0 ? EMPTY : new ItemMembers(names, values, size);
        }
    }
}
