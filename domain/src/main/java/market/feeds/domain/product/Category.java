package market.feeds.domain.product;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The contract's category table: slug, label and every accepted alias. */
public enum Category {
    SEEDS("seeds", "Seeds", "Hybrids", "Seed", "seeds", "Sowing material", "Гибриды", "Гібриди", "Кукурудза",
            "Кукуруза", "Насіннєвий матеріал", "Насіння", "Насіння кукурудзи", "Насіння рапсу", "Насіння сої",
            "Насіння соняшника", "Посевной материал", "Посівний матеріал", "Пшеница", "Пшениця", "Рапс", "Семена",
            "Семена кукурузы", "Семена подсолнечника", "Семена подсолнуха", "Семена рапса", "Семена сои",
            "Семенной материал", "Соняшник", "Соя", "Ячмень", "Ячмінь"),
    FERTILIZERS("fertilizers", "Fertilizers", "Fertiliser", "Fertilizer", "fertilizers", "Growth stimulants",
            "Micro fertilizers", "Агрохимия", "Агрохімія", "Добрива", "Микроудобрения",
            "Микроудобрения и стимуляторы роста", "Минеральные удобрения", "Мікродобрива",
            "Мікродобрива та стимулятори росту", "Мінеральні добрива", "Органические удобрения", "Органічні добрива",
            "Стимулятори росту", "Стимуляторы роста", "Удобрения"),
    PESTICIDES("pesticides", "Crop Protection", "Agrochemicals", "CPP", "Crop Protection", "Fungicide",
            "Fungicides", "Herbicide", "Herbicides", "Insecticide", "Insecticides", "Pesticide", "pesticides",
            "Plant protection", "Агрохимикаты", "Агрохімікати", "Адъюванты", "Адьюванти", "Акарициди", "Акарициды",
            "Гербицид", "Гербициды", "Гербіцид", "Гербіциди", "Десиканти", "Десиканты", "Засоби захисту",
            "Засоби захисту рослин", "ЗЗР", "Инсектицид", "Инсектициды", "Інсектицид", "Інсектициди", "Пестициди",
            "Пестициди та агрохімікати", "Пестициды", "Пестициды и агрохимикаты", "Прилипатели", "Прилипачі",
            "Прилипачі (пав)", "Протравители", "Протруйник", "Протруйники", "Родентициди", "Родентициды", "СЗР",
            "Средства защиты", "Средства защиты растений", "Фунгицид", "Фунгициды", "Фунгіцид", "Фунгіциди"),
    FUEL_LUBRICANTS("fuel-lubricants", "Fuel & Lubricants", "Diesel", "Fuel", "fuel-lubricants", "Grease",
            "Lubricants", "Oils", "Антифриз", "Бензин", "Горюче-смазочные материалы", "ГСМ", "Дизельне пальне",
            "Дизельное топливо", "ДТ", "Масла", "Мастила", "Пальне", "Пально-мастильні матеріали", "ПММ", "Смазки",
            "Топливо"),
    MACHINERY("machinery", "Machinery", "Combines", "Equipment", "Implements", "machinery", "Tractors", "Комбайни",
            "Комбайны", "Обладнання", "Оборудование", "Прицепы", "Причепи", "Сельхозтехника", "Сільгосптехніка",
            "Техника", "Техніка", "Трактори", "Тракторы"),
    SPARE_PARTS("spare-parts", "Spare Parts", "Bearings", "Belts", "Filters", "Parts", "spare-parts", "Детали",
            "Деталі", "Запчасти", "Запчастини", "Ножи", "Ножі", "Підшипники", "Подшипники", "Ремені", "Ремни",
            "Фильтры", "Фільтри"),
    TIRES_WHEELS("tires-wheels", "Tires & Wheels", "Rims", "Tires", "tires-wheels", "Tyres", "Wheels", "Диски",
            "Колеса", "Колёса", "Покришки", "Покрышки", "Шини", "Шини та диски", "Шины", "Шины и диски"),
    SUPPLIES("supplies", "Supplies", "supplies", "Витратні матеріали", "Расходные материалы", "Спецодежда",
            "Спецодяг", "Тара", "Упаковка"),
    SERVICES("services", "Services", "services", "Послуги", "Сервис", "Сервіс", "Услуги"),
    LIVESTOCK("livestock", "Livestock", "livestock", "Ветпрепарати", "Ветпрепараты", "Животноводство", "Корма",
            "Корми", "Тваринництво"),
    ENERGY_SYSTEMS("energy-systems", "Energy Systems", "energy-systems", "Генератори", "Генераторы",
            "Енергосистеми", "Солнечные панели", "Сонячні панелі", "Энергосистемы");

    private static final Map<String, Category> BY_KEY = new HashMap<>();
    private static final Map<String, Category> BY_SLUG = new HashMap<>();

    static {
        for (Category category : values()) {
            BY_SLUG.put(category.slug, category);
            register(category.slug, category);
            register(category.label, category);
            category.aliases.forEach(alias -> register(alias, category));
        }
    }

    private final String slug;
    private final String label;
    private final List<String> aliases;

    Category(String slug, String label, String... aliases) {
        this.slug = slug;
        this.label = label;
        this.aliases = List.of(aliases);
    }

    private static void register(String term, Category category) {
        Category previous = BY_KEY.put(TermKey.of(term), category);
        if (previous != null && previous != category) {
            throw new IllegalStateException("alias " + term + " names two categories");
        }
    }

    public String slug() {
        return slug;
    }

    public String label() {
        return label;
    }

    /** The aliases exactly as the contract's table lists them. */
    public List<String> aliases() {
        return aliases;
    }

    /** Resolves a vendor's value against slugs, labels and aliases after {@link TermKey} normalisation. */
    public static Optional<Category> resolve(String value) {
        return Optional.ofNullable(BY_KEY.get(TermKey.of(value)));
    }

    /** Exact slug lookup, for stored values and the operator API. */
    public static Optional<Category> fromSlug(String slug) {
        return Optional.ofNullable(BY_SLUG.get(slug));
    }
}
