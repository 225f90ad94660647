// The page's interface strings in Russian and English. Data (summaries,
// names) is not translated here: it comes from the server as the dataset has
// it.

export const LANGS = ['ru', 'en'];

const STRINGS = {
  en: {
    loading: 'Loading…',
    mapLabel: 'Map of events and movements',
    sidebarLabel: 'Events, text and legend',
    tabEvents: 'Events',
    tabText: 'Text',
    legend: 'Legend',
    legendHint: 'Click a type to hide or show it.',
    movement: 'Movement (route)',
    traveller: 'Travelling person',
    place: 'Place',
    eventsInWindow: 'Events in window',
    withoutPlace: 'Without a place',
    withoutPlaceHint: 'Events in the window that the text does not tie to a place.',
    noEvents: 'No events on the map in this window.',
    none: 'None.',
    more: (n) => `and ${n} more: zoom in or narrow the window.`,
    everythingUntil: (d) => `Everything up to ${d}`,
    date: 'Date',
    window: 'Window',
    speed: 'Speed',
    week: '1 week',
    month: '1 month',
    months3: '3 months',
    year: '1 year',
    cumulative: 'Cumulative',
    custom: (n) => `${n} days (brushed)`,
    daysPerSecond: (n) => `${n} days/s`,
    play: 'Play',
    pause: 'Pause',
    playTitle: 'Play / pause (space)',
    loop: 'Loop',
    loopTitle: 'Start again at the end',
    stepBack: 'Step back to the previous date where something starts',
    stepForward: 'Step forward to the next date where something starts',
    histogram: 'Events over time: drag to pick a window',
    names: 'Names',
    namesPeriod: 'of the period',
    namesModern: 'modern',
    namesPeriodShort: 'Period names',
    namesModernShort: 'Modern names',
    namesTitle: 'Label places by their names of the period or by their modern names',
    language: 'Русский',
    languageTitle: 'Переключить интерфейс на русский',
    story: 'Story',
    storyTitle: 'Step through the events in text order (← →)',
    storyPrev: 'Previous event in the text',
    storyNext: 'Next event in the text',
    storyOf: (i, n) => `${i} of ${n}`,
    storyOff: 'Story mode: step through the events in the order of the text.',
    noText: 'The source document is not available.',
    textLegendEvent: 'event',
    textLegendPlace: 'place',
    textLegendDate: 'date',
    actors: 'Actors',
    placeLabel: 'Place',
    notOnMap: 'not on the map',
    noSummary: '(no summary)',
    edtf: 'EDTF',
    interval: 'Interval',
    movementBadge: 'Movement',
    unknown: 'Unknown',
    modernName: 'Modern name',
    periodName: 'Name in the text',
    otherNames: 'Dated names',
    mentions: 'Mentions',
    kind: { city: 'city', village: 'village', landmark: 'landmark', country: 'country', region: 'region' },
    chars: (a, b) => `characters ${a}–${b}`,
    showInText: 'Show in the text',
    here: (n) => `${n} features here`,
    borders: 'Borders: present day (Natural Earth). No historical borders dataset is bundled.',
    bordersShort: 'present-day borders',
    bordersCredit: (ne) => `Borders: ${ne} (present day)`,
    couldNotLoad: (m) => `Could not load events: ${m}`,
    someFailed: (m) => `Some data could not be loaded: ${m}`,
    basemapFailed: (m) => `Basemap unavailable: ${m}`,
    cannotStart: (m) => `The map could not start: ${m}`,
    sheet: 'Events, text and legend',
    fitWindow: 'Fit the map to the events and journeys of the window',
    layersEvents: 'Events',
    layersMovements: 'Movements',
    layersPlaces: 'Places',
    baseOffline: 'Natural Earth (offline)',
    baseOSM: 'OpenStreetMap (online)',
    open: 'open',
    since: 'since',
    until: 'until',
  },
  ru: {
    loading: 'Загрузка…',
    mapLabel: 'Карта событий и перемещений',
    sidebarLabel: 'События, текст и легенда',
    tabEvents: 'События',
    tabText: 'Текст',
    legend: 'Легенда',
    legendHint: 'Нажмите на тип, чтобы скрыть или показать его.',
    movement: 'Перемещение (маршрут)',
    traveller: 'Человек в пути',
    place: 'Место',
    eventsInWindow: 'События в окне',
    withoutPlace: 'Без места',
    withoutPlaceHint: 'События окна, которые текст не связывает с местом.',
    noEvents: 'В этом окне на карте нет событий.',
    none: 'Нет.',
    more: (n) => `и ещё ${n}: приблизьте карту или сузьте окно.`,
    everythingUntil: (d) => `Всё до ${d}`,
    date: 'Дата',
    window: 'Окно',
    speed: 'Скорость',
    week: '1 неделя',
    month: '1 месяц',
    months3: '3 месяца',
    year: '1 год',
    cumulative: 'Накопительно',
    custom: (n) => `${n} дн. (выбрано)`,
    daysPerSecond: (n) => `${n} дн./с`,
    play: 'Воспроизвести',
    pause: 'Пауза',
    playTitle: 'Воспроизвести / пауза (пробел)',
    loop: 'Повтор',
    loopTitle: 'Начинать сначала по достижении конца',
    stepBack: 'Шаг назад: к предыдущей дате, когда что-то начинается',
    stepForward: 'Шаг вперёд: к следующей дате, когда что-то начинается',
    histogram: 'События во времени: протяните, чтобы выбрать окно',
    names: 'Названия',
    namesPeriod: 'эпохи',
    namesModern: 'современные',
    namesPeriodShort: 'Названия эпохи',
    namesModernShort: 'Совр. названия',
    namesTitle: 'Подписывать места названиями эпохи или современными',
    language: 'English',
    languageTitle: 'Switch the interface to English',
    story: 'Рассказ',
    storyTitle: 'Пройти по событиям в порядке текста (← →)',
    storyPrev: 'Предыдущее событие текста',
    storyNext: 'Следующее событие текста',
    storyOf: (i, n) => `${i} из ${n}`,
    storyOff: 'Режим рассказа: события по порядку текста.',
    noText: 'Исходный документ недоступен.',
    textLegendEvent: 'событие',
    textLegendPlace: 'место',
    textLegendDate: 'дата',
    actors: 'Участники',
    placeLabel: 'Место',
    notOnMap: 'не на карте',
    noSummary: '(без описания)',
    edtf: 'EDTF',
    interval: 'Интервал',
    movementBadge: 'Перемещение',
    unknown: 'Неизвестно',
    modernName: 'Современное название',
    periodName: 'Название в тексте',
    otherNames: 'Названия по годам',
    mentions: 'Упоминаний',
    kind: { city: 'город', village: 'селение', landmark: 'объект', country: 'страна', region: 'регион' },
    chars: (a, b) => `символы ${a}–${b}`,
    showInText: 'Показать в тексте',
    here: (n) => `Здесь объектов: ${n}`,
    borders: 'Границы: современные (Natural Earth). Набора исторических границ в комплекте нет.',
    bordersShort: 'современные границы',
    bordersCredit: (ne) => `Границы: ${ne} (современные)`,
    couldNotLoad: (m) => `Не удалось загрузить события: ${m}`,
    someFailed: (m) => `Часть данных не загрузилась: ${m}`,
    basemapFailed: (m) => `Подложка недоступна: ${m}`,
    cannotStart: (m) => `Карта не запустилась: ${m}`,
    sheet: 'События, текст и легенда',
    fitWindow: 'Показать на карте все события и перемещения окна',
    layersEvents: 'События',
    layersMovements: 'Перемещения',
    layersPlaces: 'Места',
    baseOffline: 'Natural Earth (офлайн)',
    baseOSM: 'OpenStreetMap (онлайн)',
    open: 'открыто',
    since: 'с',
    until: 'до',
  },
};

// Event types of the chronomap data model, with their colours.
export const TYPES = [
  { id: 'meeting', color: '#1f77b4', en: 'Meeting', ru: 'Встреча' },
  { id: 'publication', color: '#d62728', en: 'Publication', ru: 'Публикация' },
  { id: 'relocation', color: '#9467bd', en: 'Relocation', ru: 'Переезд' },
  { id: 'trip', color: '#17becf', en: 'Trip', ru: 'Поездка' },
  { id: 'lecture', color: '#ff7f0e', en: 'Lecture', ru: 'Выступление' },
  { id: 'school', color: '#8c564b', en: 'School', ru: 'Школа' },
  { id: 'congress', color: '#e377c2', en: 'Congress', ru: 'Съезд' },
  { id: 'representation', color: '#2ca02c', en: 'Representation', ru: 'Представительство' },
  { id: 'other', color: '#7f7f7f', en: 'Other', ru: 'Другое' },
];

/** The interface language for a list of browser languages: ru for Russian, else en. */
export function browserLang(languages) {
  for (const l of languages || []) {
    const base = String(l).toLowerCase().split('-')[0];
    if (LANGS.includes(base)) return base;
  }
  return 'en';
}

/** The strings of a language. */
export function strings(lang) {
  return STRINGS[lang] || STRINGS.en;
}

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August',
    'September', 'October', 'November', 'December'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа',
    'сентября', 'октября', 'ноября', 'декабря'],
  enShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ruShort: ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  ruTick: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
};

/** "25 June 1902" / «25 июня 1902» of a UTC Date. */
export function longDate(d, lang) {
  const m = (lang === 'ru' ? MONTHS.ru : MONTHS.en)[d.getUTCMonth()];
  return `${d.getUTCDate()} ${m} ${d.getUTCFullYear()}`;
}

/** "25 Jun 1902" / «25 июн 1902». */
export function shortDate(d, lang) {
  const m = (lang === 'ru' ? MONTHS.ruShort : MONTHS.enShort)[d.getUTCMonth()];
  return `${d.getUTCDate()} ${m} ${d.getUTCFullYear()}`;
}

/** Month name for a slider tick. */
export function tickMonth(m, lang) {
  return (lang === 'ru' ? MONTHS.ruTick : MONTHS.enShort)[m];
}
