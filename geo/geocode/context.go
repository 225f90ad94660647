package geocode

import (
	"cmp"
	"slices"
	"strings"

	"github.com/paulmach/orb"
	orbgeo "github.com/paulmach/orb/geo"

	"github.com/chronomap/chronomap/geo/gazetteer"
	"github.com/chronomap/chronomap/geo/toponym"
	"github.com/chronomap/chronomap/internal/rutext"
)

// InContext returns the place a toponym spotted in its sentence
// (rutext.Reader.Spot) names, with the kinds and least scores its context
// allows, and false when the gazetteer has none: candidates below the
// vocabulary's least score; after «по», or alone after «через», a lake or
// river (the line of a journey, not a stop); a natural feature for a bare
// declinable word in the nominative (a subject: «Юра уехал»); for a bare mention the dictionary does not
// know as a toponym, anything but a town, country, region or landmark of
// some standing; after «по», anything but a country or region; for a
// province («Херсонской губернии») the gazetteer's region of that name, and
// for a district it does not name («Глазовского уезда») a region around the
// district's town (see district);
// for a part of a land («Западной Швейцарии») the gazetteer's region, else
// that part of the land's box (PartOf); for a place adjective before a
// noun («Одесском тюремном замке», «петербургской жандармерии») the place
// it is made from, a landmark when the gazetteer names the whole phrase;
// for a known word, only names of the dictionary's normal form («Гоби» is
// no case form of «Гоба»). lookup ranks the places of one query (Geocode,
// or a cache over it). The extractor and Resolve both choose through it.
func InContext(m rutext.Mention, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) (Candidate, bool, error) {
	cands, err := inContext(m, v, lookup)
	if err != nil || len(cands) == 0 {
		return Candidate{}, false, err
	}
	return cands[0], true, nil
}

// InContextAll returns every candidate InContext chooses among, best
// first: the first is InContext's choice; none when the context allows
// none.
func InContextAll(m rutext.Mention, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) ([]Candidate, error) {
	return inContext(m, v, lookup)
}

// inContext returns every candidate the context of m allows, best first.
func inContext(m rutext.Mention, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) ([]Candidate, error) {
	min := v.MinScore()
	if m.Bare && !m.Geox && !m.Region || m.Lower && !m.Seat {
		// A province's noun says it is a place («Закаспийская область»,
		// named in a year its name was out of use): only a bare word
		// needs the surer match.
		min = max(min, v.BareMinScore())
	}
	var all []Candidate // every candidate the chosen query allows
	pick := func(query string, whole bool, kinds ...gazetteer.Kind) (*Candidate, error) {
		all = nil
		cands, err := lookup(query)
		if err != nil {
			return nil, err
		}
		words := len(strings.Fields(toponym.Key(m.Text)))
		if q := len(strings.Fields(toponym.Key(m.Query))); m.Region && q > words {
			words = q // «Копальского» of «уездов: Копальского, …»: the noun is shared
		}
		var best *Candidate
		routeLine := 0.0 // the score of the best water read as a route's line
		for i := range cands {
			cd := &cands[i]
			if cd.Score < min || len(kinds) > 0 && !hasKind(kinds, cd.Place.Kind) {
				continue
			}
			if m.Feature && (!featureClassFits(v.FeatureClasses(m.FeatureNoun), &cd.Place) || cd.Match == MatchFuzzy && !cd.Place.Natural()) {
				// «озеро Ханка» is no town of Hanko, «острова Бали» no town in
				// Bengal; a state or town only by its own name («острова
				// Гогланд» is not Голландия).
				continue
			}
			if m.Institution != "" && cd.Place.Natural() && !landFeature(cd.Place) && !m.Region {
				continue // «Тобольский тюремный замок» is in Tobolsk, not on the Tobol
			}
			if m.Whose && cd.Place.Kind == gazetteer.KindCountry {
				continue // «министром просвещения Латвии»: the state
			}
			if m.Bare && m.Case == "nomn" && !m.Indeclinable && cd.Place.Natural() && !landFeature(cd.Place) && !strings.ContainsAny(m.Text, " -") {
				// A bare declinable word in the nominative is the subject of
				// its sentence: «Лена приехала», «Юра уехал» name persons, and
				// a river or range as the subject («Волга разлилась») is no
				// place where something happens either.
				continue
			}
			if cd.Place.Water() && (m.Role == rutext.RoleArea || m.Role == rutext.RoleVia && (!m.Listed || cd.Place.Sea()) ||
				m.Prep == "" && m.Case == "ablt" && !m.Adjective) {
				// «по Волге», «через Байкал»: the line of a route, no stop
				// on it; in a list of the lands a route goes through («через
				// Ордос, Алашань и Кукунор») a lake stands for its land,
				// never a sea («через Средиземное и Чёрное моря»). Water in
				// the instrumental is the way a voyage goes too («шли
				// Индийским океаном», «прошли Босфором», «плыли Амуром»).
				routeLine = max(routeLine, cd.Score)
				continue
			}
			if m.Lower && !m.Geox && !m.Seat && cd.Place.Kind == gazetteer.KindCity && standing(&cd.Place) < v.LowerCityMinScore() {
				continue // a town of some size: not Gornozavodsk behind «горнозаводских рабочих»
			}
			if lateName(m, v, cd) {
				continue // «советская власть» is no Sovetsk, a name of 1937 and 1946
			}
			if cd.Match == MatchLatin && m.GivenName {
				continue // «письмо от Коли» is from no Kole of Uganda
			}
			if cd.Match == MatchFuzzy && (m.Bare || m.Lower || m.Geox) {
				continue // a spelling variant needs a place context and an unknown word
			}
			if !commonBaseFits(m, cd) {
				continue // «Морской корпус» is no town of Moriya
			}
			if adjectivalOnly(m) && (nounInSk(cd.Matched) || cd.Match == MatchDerived && neuterPlace(m)) {
				// «в Михайловском», «из Кайгородского»: the village -ское,
				// never the town -ск; «в Михайловском», «в Михайловское»
				// nor the town the adjective is made from (Михайлов), where
				// a genitive may qualify a noun left out («(Стокгольмского,
				// 1906)»: the congress).
				continue
			}
			if m.Geox && !m.Adjective && cd.Match != MatchExact && cd.Match != MatchAbbreviated && m.Query != m.Text &&
				toponym.Key(cd.Matched) != toponym.Key(m.Query) && !romanizes(m.Query, cd.Matched) &&
				!(adjectivalOnly(m) && sameAdjective(m.Text, cd.Matched)) {
				// The dictionary knows the word and its nominative: a
				// name of another form is another place («Гоби» is not
				// a case of «Гоба»).
				continue
			}
			if whole && len(strings.Fields(toponym.Key(cd.Matched))) != words {
				continue // «Александровском посту» is not the town of Aleksandrov
			}
			if m.Adjective && m.Qualifier != "" && toponym.Key(cd.Matched) == toponym.Key(m.Text) && len(cands) > 1 {
				// An adjective before an organisation or institution
				// stands for the place it is made from («Донской» → Дон),
				// not for a place called by the adjective itself.
				continue
			}
			all = append(all, *cd)
			if best == nil || cd.Score > best.Score {
				best = cd
			}
		}
		if best != nil && routeLine > best.Score && cands[0].Place.Water() {
			// «спустились Волгой до Астрахани», «по Мае и Алдану»: the
			// river the name names first is the line of the route, and
			// no village of its name is the place.
			all = nil
			return nil, nil
		}
		if best == nil && m.Adjective && !whole {
			for i := range cands {
				cd := &cands[i]
				if cd.Score >= min && (len(kinds) == 0 || hasKind(kinds, cd.Place.Kind)) && commonBaseFits(m, cd) && !(lateName(m, v, cd) && !periodForm(cd, v.LowerNameByYear())) {
					all = append(all, *cd)
					if best == nil || cd.Score > best.Score {
						best = cd
					}
				}
			}
		}
		return best, nil
	}
	var best *Candidate
	var err error
	switch {
	case m.Compass != "":
		// A part of a land: the gazetteer's region when it has one, else
		// that part of the land.
		if best, err = pick(m.Query, false, gazetteer.KindRegion); err == nil && best == nil {
			var land *Candidate
			land, err = pick(m.Land, false, gazetteer.KindRegion, gazetteer.KindCountry)
			if err == nil && land != nil {
				if part, ok := PartOf(land.Place, m.Compass, m.Query); ok {
					best = &Candidate{Place: part, Score: land.Score, Matched: m.Query, Match: land.Match}
				} else if land.Place.Kind == gazetteer.KindRegion || land.Place.Kind == gazetteer.KindCountry {
					// A land without a box to cut: the part is known only
					// to the land («в Восточную Сибирь» → Siberia).
					best = land
				}
			}
		}
	case m.Region:
		// A province or land: the whole phrase as the gazetteer names it;
		// else a place of another kind the whole phrase names («на Рижском
		// взморье», the old name of Jūrmala).
		if best, err = pick(m.Query, false, gazetteer.KindRegion, gazetteer.KindCountry); err == nil && best == nil && m.Query != m.Text {
			best, err = pick(m.Text, false, gazetteer.KindRegion, gazetteer.KindCountry)
		}
		if err == nil && best == nil {
			best, err = pick(m.Query, true)
		}
		if err == nil && best == nil {
			var ds []Candidate
			if ds, err = district(m, v, lookup); len(ds) > 0 {
				// Every town's district, for the text's places to choose
				// among (Киренский уезд of Kirensk, not of Kyrenia).
				best, all = &ds[0], ds
			}
		}
	case m.Lower && m.Locative:
		best, err = pick(m.Query+" "+m.Qualifier, false, gazetteer.KindCity, gazetteer.KindRegion, gazetteer.KindCountry)
	case m.Lower && m.Seat:
		// «вилюйский исправник», «якутскому губернатору»: the town of the
		// official's seat, whatever its size; else what the adjective names.
		if best, err = pick(m.Query+" "+m.Qualifier, false, gazetteer.KindCity, gazetteer.KindVillage); err == nil && best == nil {
			best, err = pick(m.Query+" "+m.Qualifier, false, gazetteer.KindCity, gazetteer.KindRegion)
		}
		if err == nil && best == nil && v.IsProvinceOfficial(rutext.Norm(m.Qualifier)) {
			// «нюландского губернатора»: a governorate named by the
			// adjective, whose centre bears another name (Helsingfors).
			best, err = adjectiveProvince(m, v, lookup)
		}
		if err == nil && best != nil && best.Place.Kind != gazetteer.KindRegion && v.IsProvinceOfficial(rutext.Norm(m.Qualifier)) {
			// «забайкальскому губернатору» sat in Chita, not in Zabaykalsk:
			// a province of the adjective whose centre is another town is
			// the official's.
			var prov *Candidate
			if prov, err = seatProvince(m, best.Place, v, lookup); prov != nil {
				best = prov
			}
		}
	case m.Lower:
		// A town or a land («шуйский исправник», «алайских киргизов»); an
		// adjective whose likeliest place is a country names a nationality
		// («армянский революционер»), not a town of a lesser reading
		// (Armyansk).
		if best, err = pick(m.Query+" "+m.Qualifier, false); err == nil && best != nil && best.Place.Kind == gazetteer.KindCountry {
			if v.IsLandOfficial(rutext.Norm(m.Qualifier)) {
				break // «финляндского генерал-губернатора»: the land he governed
			}
			best = nil
			break
		}
		if err == nil {
			best, err = pick(m.Query+" "+m.Qualifier, false, gazetteer.KindCity, gazetteer.KindRegion)
		}
	case m.Building:
		// «в собор Нотр-Дам», «в театре Сан-Карло»: the building itself.
		best, err = pick(m.Query, m.Whole, gazetteer.KindLandmark)
		if err == nil && best == nil && m.Query != m.Text {
			best, err = pick(m.Text, m.Whole, gazetteer.KindLandmark)
		}
	case m.Institution != "":
		// A landmark of its own («Бутырская тюрьма») or the town the
		// institution is in («Одесский тюремный замок» → Odesa).
		if best, err = pick(m.Institution, true, gazetteer.KindLandmark); err == nil && best == nil && !v.IsDedicationNoun(rutext.Norm(m.Qualifier)) {
			best, err = pick(m.Text+" "+strings.ToLower(m.Qualifier), false)
		}
		if err == nil && best != nil && best.Place.Kind != gazetteer.KindRegion && best.Place.Kind != gazetteer.KindLandmark && provinceWide(m.Institution) {
			// «Енисейского губернского жандармского управления» sat in
			// Krasnoyarsk, «Приморской областной управы» in Vladivostok: a
			// province's institution whose adjective names a province with
			// another centre is the province's, not the town's.
			var prov *Candidate
			if prov, err = seatProvince(m, best.Place, v, lookup); prov != nil {
				best = prov
			}
		}
	case m.Qualifier != "":
		// The noun is a common one, whatever capital it bears («Бакинского
		// Совета»): the adjective is the name.
		best, err = pick(m.Text+" "+strings.ToLower(m.Qualifier), false)
	case m.Role == rutext.RoleArea:
		// «по Сибири», «по Волге»: a land or a line; «по Невскому
		// проспекту», «дом № 66 по Тележной улице»: a street, the
		// address.
		best, err = pick(m.Query, m.Whole, gazetteer.KindRegion, gazetteer.KindCountry, gazetteer.KindLandmark)
		if err == nil && best == nil && m.Geox && !namesWater(m.Query, lookup) {
			// «бродили по Стамбулу», «гуляли по Парижу»: a capital or a
			// great city the dictionary knows as a toponym is walked
			// through; a river's namesake is the river («по Днепру», not
			// Dnipro), and a lesser town after «по» is often one too
			// («по Иману», «по Шилке»).
			if best, err = pick(m.Query, m.Whole, gazetteer.KindCity); best != nil && standing(&best.Place) < greatCityStanding {
				best, all = nil, nil
			}
		}
	case m.Bare && !m.Geox:
		best, err = pick(m.Query, m.Whole, gazetteer.KindCity, gazetteer.KindCountry, gazetteer.KindRegion, gazetteer.KindLandmark)
	default:
		// The dictionary's nominative first, then the text as written. A
		// name the text spells exactly yields only to an exact name of the
		// nominative: the lemma of a common word the dictionary reads in
		// it («Сурами» as «суры») matches other places by their case forms
		// or romanized.
		var asWritten *Candidate
		var writtenAll []Candidate
		if m.Query != m.Text {
			if asWritten, err = pick(m.Text, m.Whole); asWritten != nil {
				c := *asWritten // pick's slice is overwritten by the next pick
				asWritten, writtenAll = &c, all
			}
		}
		if err == nil && m.NameNoun != "" {
			// «поста Александровского», «форта Перовского»: the
			// settlement named with its noun, after or before the name
			// (Александровский пост, Форт-Перовский), not a town of the
			// bare name.
			for _, q := range []string{m.Query + " " + m.NameNoun, m.NameNoun + " " + m.Query} {
				if best, err = pick(q, false, gazetteer.KindCity, gazetteer.KindVillage, gazetteer.KindLandmark); err != nil ||
					best != nil && strings.Contains(toponym.Key(best.Matched), toponym.Key(m.NameNoun)) {
					break
				}
				best = nil
			}
		}
		if err == nil && best == nil && m.Town {
			// «на станцию Маньчжурия»: the town or village of the name
			// before a land of it.
			best, err = pick(m.Query, m.Whole, gazetteer.KindCity, gazetteer.KindVillage)
		}
		if err == nil && best == nil {
			best, err = pick(m.Query, m.Whole)
		}
		if err == nil && asWritten != nil && (best == nil || asWritten.Match == MatchExact && best.Match != MatchExact) {
			best, all = asWritten, writtenAll
		}
		if err == nil && best == nil && m.FeatureNoun != "" {
			// «на озере Зайсан»: a feature the gazetteer names with its
			// noun, where the bare name is a town's.
			best, err = pick(m.FeatureNoun+" "+m.Query, false, gazetteer.KindRegion)
			if err == nil && best == nil && m.FeatureWord != "" {
				// «у островов Зелёного Мыса»: the noun in the plural, with
				// a name in the genitive that the nominative leaves as is.
				best, err = pick(m.FeatureWord+" "+m.Text, false, gazetteer.KindRegion)
			}
		}
	}
	if err == nil && best != nil && m.Nation && best.Place.Kind == gazetteer.KindCountry {
		return nil, nil // «Польского восстания»: the nation's event
	}
	if err != nil || best == nil {
		return nil, err
	}
	if !slices.ContainsFunc(all, func(c Candidate) bool { return c.Place.ID == best.Place.ID }) {
		return []Candidate{*best}, nil // a part of a land, made here
	}
	if IsDistrict(best.Place) {
		return all, nil // in district's order: the province's town first
	}
	sortCandidates(all)
	return all, nil
}

// greatCityStanding is the least standing (kind and population) of a
// town a text walks through after «по»: a capital or a city of some
// 400,000 people.
const greatCityStanding = 0.8

// namesWater reports whether a candidate of query is a lake, river or sea.
func namesWater(query string, lookup func(query string) ([]Candidate, error)) bool {
	cands, err := lookup(query)
	return err == nil && slices.ContainsFunc(cands, func(c Candidate) bool { return c.Place.Water() })
}

// lateName reports whether m is a place adjective in lower case and cd a
// place that bore the name it matches only after lower_name_by_year: no
// text of the period made an adjective of it («королевская опера» is no
// Korolyov, so named in 1996; «советская власть» no Sovetsk).
func lateName(m rutext.Mention, v *rutext.Vocabulary, cd *Candidate) bool {
	return m.Lower && v.LowerNameByYear() > 0 && !cd.Place.NameInUseBy(toponym.Key(cd.Matched), v.LowerNameByYear())
}

// periodForm reports whether the name cd matched is a form of a name the
// place bore in year («Самар» of Самара, which was Куйбышев from 1935 to
// 1991): a dated name in use then that begins as the matched name does,
// or the matched name begins as it does. A place named then otherwise
// (Tapiau, now Gvardeysk) or not at all (Korolyov, named in 1938 and
// 1996) has none.
func periodForm(cd *Candidate, year int) bool {
	k := toponym.Key(cd.Matched)
	for _, n := range cd.Place.Names {
		if !n.Dated() || n.From > year || n.Until != 0 && n.Until < year {
			continue
		}
		if nk := toponym.Key(n.Text); strings.HasPrefix(nk, k) || strings.HasPrefix(k, nk) {
			return true
		}
	}
	return false
}

func hasKind(kinds []gazetteer.Kind, k gazetteer.Kind) bool { return slices.Contains(kinds, k) }

// districtTownShare is the share of the least score of a place that a
// town a district is named by needs.
const districtTownShare = 0.75

// districtSuffix ends the ID of a district drawn around its town.
const districtSuffix = "#district"

// IsDistrict reports whether p is a district drawn around its town (see
// district): a region a text locates by its town, as it does the town.
func IsDistrict(p gazetteer.Place) bool { return strings.HasSuffix(p.ID, districtSuffix) }

// district returns, for a district named by its town's adjective that the
// gazetteer does not name («Глазовского уезда», «в Верхоленский округ»,
// «Новоудинской волости»), the district as a region around that town: the
// town the adjective is made from, its point, kind region and the reach of
// a region without an area; one for each town the adjective may be made
// from, best first (the nearest to the province named after it, if any).
// None when the noun is no district's or no settlement derives from the
// adjective.
func district(m rutext.Mention, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) ([]Candidate, error) {
	words := strings.Fields(m.Text)
	if len(words) != 2 || !v.IsDistrictNoun(rutext.Norm(words[1])) {
		// «Клинского у.»: the noun in full; «уездов: Копальского, …»:
		// the noun shared with the list.
		words = strings.Fields(m.Query)
	}
	if len(words) != 2 || !v.IsDistrictNoun(rutext.Norm(words[1])) {
		return nil, nil
	}
	cands, err := lookup(words[0] + " " + strings.ToLower(words[1]))
	if err != nil {
		return nil, err
	}
	isTown := func(c Candidate) bool {
		// A district's town was its seat, often a village today
		// (Švenčionys of «Свенцянский уезд»): a lower score will do.
		return c.Score >= v.MinScore()*districtTownShare && (c.Place.Kind == gazetteer.KindCity || c.Place.Kind == gazetteer.KindVillage)
	}
	towns := slices.DeleteFunc(slices.Clone(cands), func(c Candidate) bool { return c.Match != MatchDerived || !isTown(c) })
	if len(towns) == 0 {
		// «в Каркаралинском уезде», a word the dictionary may know only
		// as a case form of the town (Каркаралинск), and whose town the
		// gazetteer names in no Russian form the adjective derives: the
		// town by that case form, or by its romanized name.
		if cands, err = lookup(words[0]); err != nil {
			return nil, err
		}
		towns = slices.DeleteFunc(slices.Clone(cands), func(c Candidate) bool {
			// «Переясл. у.»: the town the adjective cut short stands for.
			short := c.Match == MatchAbbreviated && strings.HasSuffix(words[0], ".")
			return c.Match != MatchInflected && c.Match != MatchLatin && !short || !isTown(c)
		})
	}
	if m.Within != "" && len(towns) > 1 {
		// «Киренского округа Иркутской губернии»: the town of that
		// province (Kirensk, not Kyrenia): the nearest to its centre.
		provs, err := lookup(m.Within)
		if err != nil {
			return nil, err
		}
		for _, p := range provs {
			if p.Place.Kind != gazetteer.KindRegion {
				continue
			}
			slices.SortStableFunc(towns, func(a, b Candidate) int {
				return cmp.Compare(orbgeo.Distance(a.Place.Point, p.Place.Point), orbgeo.Distance(b.Place.Point, p.Place.Point))
			})
			// The province says which town: a namesake farther from its
			// centre than the nearest by more than withinSlackKM is
			// another province's town, which the text's other places
			// may not choose («Березовского уезда Тобольской губернии»:
			// Berezovo, not a Berezovka of Yeniseisk scoring higher).
			near := orbgeo.Distance(towns[0].Place.Point, p.Place.Point)/1000 + withinSlackKM
			towns = slices.DeleteFunc(towns, func(c Candidate) bool { return orbgeo.Distance(c.Place.Point, p.Place.Point)/1000 > near })
			break
		}
	}
	if len(towns) == 0 {
		return nil, nil
	}
	name := m.Query
	if qs := strings.Fields(m.Query); len(qs) == 2 {
		name = qs[0] + " " + strings.ToLower(qs[1])
	}
	out := make([]Candidate, len(towns))
	for i, c := range towns {
		town := c.Place
		out[i] = Candidate{
			Place: gazetteer.Place{
				ID: town.ID + districtSuffix, Name: name, Kind: gazetteer.KindRegion, Country: town.Country,
				Point: town.Point, Names: []gazetteer.Name{{Text: name, Lang: "ru"}},
				Source: "the district around " + town.ID + " (" + town.Name + "), its town",
			},
			Score: c.Score, Matched: name, Match: MatchDerived,
		}
	}
	return out, nil
}

// withinSlackKM is how much farther than the nearest from the centre of
// the province a district is said to lie in another namesake town may be
// and still be a candidate (two towns of the province so named).
const withinSlackKM = 150

// provinceNouns are the nouns a province of the period is named with
// after its adjective («Енисейская губерния», «Забайкальская область»).
var provinceNouns = [...]string{"губерния", "область"}

// seatKM is how far a province's point (its centre: data/gazetteer) may
// lie from a town and the town still be the province's seat.
const seatKM = 50.0

// seatProvince returns the province (губерния, область) named by the
// adjective of an official's title when its centre is not the town the
// adjective also names: the governor of the Yenisei Governorate sat in
// Krasnoyarsk, not in Yeniseysk, and a town named after a land in a later
// century (Zabaykalsk) is no seat of it. Nil when the gazetteer knows no
// such province or the town is its centre («якутскому губернатору» →
// Yakutsk).
func seatProvince(m rutext.Mention, town gazetteer.Place, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) (*Candidate, error) {
	prov, err := adjectiveProvince(m, v, lookup)
	if err != nil || prov == nil {
		return nil, err
	}
	if orbgeo.Distance(prov.Place.Point, town.Point)/1000 <= seatKM {
		return nil, nil // the town is the province's centre
	}
	return prov, nil
}

// adjectiveProvince returns the province (губерния, область) the gazetteer
// names by the place adjective of m itself («Нюландская губерния» of
// «нюландского губернатора»), nil when it knows none.
func adjectiveProvince(m rutext.Mention, v *rutext.Vocabulary, lookup func(query string) ([]Candidate, error)) (*Candidate, error) {
	stem, ok := adjectiveStem(firstWord(toponym.Key(m.Text)))
	if !ok {
		return nil, nil
	}
	for _, noun := range provinceNouns {
		cands, err := lookup(stem + "ая " + noun)
		if err != nil {
			return nil, err
		}
		for _, c := range cands {
			if c.Place.Kind != gazetteer.KindRegion || c.Score < v.MinScore() || c.Match == MatchFuzzy {
				continue
			}
			if s, ok := adjectiveStem(firstWord(toponym.Key(c.Matched))); !ok || s != stem {
				continue
			}
			c := c
			return &c, nil
		}
	}
	return nil, nil
}

// NamedByAdjective reports whether name opens with a form of the place
// adjective word in -ск-/-цк- («забайкальскому» of «Забайкальская
// область»): the province the adjective names by itself.
func NamedByAdjective(word, name string) bool {
	a, ok1 := adjectiveStem(toponym.Key(word))
	b, ok2 := adjectiveStem(firstWord(toponym.Key(name)))
	return ok1 && ok2 && a == b && strings.Contains(strings.TrimSpace(name), " ")
}

// provinceWide reports whether an institution's words call it a whole
// province's («губернское жандармское управление», «областной земской
// управы», «губ. тюрьмы»): an adjective of губерния or область after the
// place adjective.
func provinceWide(institution string) bool {
	for _, w := range strings.Fields(strings.ToLower(institution))[1:] {
		w = strings.TrimSuffix(w, ".")
		if strings.HasPrefix(w, "губернск") || strings.HasPrefix(w, "областн") || w == "губ" || w == "обл" {
			return true
		}
	}
	return false
}

func firstWord(k string) string {
	if i := strings.IndexByte(k, ' '); i >= 0 {
		return k[:i]
	}
	return k
}

// standing is what a place weighs apart from how a toponym matched it: its
// kind and prominence, as the score weighs them (0..1).
func standing(p *gazetteer.Place) float64 {
	return wKind*kindWeight(p) + wProminence*prominence(p)
}

// landFeature reports whether a natural feature is land people live on,
// an island or a peninsula (GeoNames T.ISL, T.ISLS, T.PEN): a text visits
// it as it visits a country («посетил Цейлон», «Ява»), where a river or a
// range named in the nominative is a subject, often a person («Лена»).
func landFeature(p gazetteer.Place) bool {
	switch p.FeatureCode {
	case "T.ISL", "T.ISLS", "T.PEN":
		return true
	}
	return false
}

// PartOf returns the part of a land that lies towards a point of the
// compass («Западная Швейцария»): a region whose box is that part of the
// land's bounding box (the western half, the north-eastern quarter, the
// middle third) and whose point is the box's centre, named name. It needs
// the land's box, which the gazetteer data gives countries and regions.
func PartOf(land gazetteer.Place, dir, name string) (gazetteer.Place, bool) {
	if len(land.BBox) != 4 || land.BBox[0] > land.BBox[2] {
		return gazetteer.Place{}, false // no box, or one across the antimeridian
	}
	w, s, e, n := land.BBox[0], land.BBox[1], land.BBox[2], land.BBox[3]
	midX, midY := (w+e)/2, (s+n)/2
	switch dir {
	case "west":
		e = midX
	case "east":
		w = midX
	case "north":
		s = midY
	case "south":
		n = midY
	case "northwest":
		e, s = midX, midY
	case "northeast":
		w, s = midX, midY
	case "southwest":
		e, n = midX, midY
	case "southeast":
		w, n = midX, midY
	case "centre":
		dx, dy := (e-w)/3, (n-s)/3
		w, e, s, n = w+dx, e-dx, s+dy, n-dy
	default:
		return gazetteer.Place{}, false
	}
	part := gazetteer.Place{
		ID: land.ID + "#" + dir, Name: name, Kind: gazetteer.KindRegion, Country: land.Country,
		Point: orb.Point{(w + e) / 2, (s + n) / 2}, BBox: []float64{w, s, e, n},
		Names:  []gazetteer.Name{{Text: name, Lang: "ru"}},
		Source: "the " + dir + " part of the bounding box of " + land.ID,
	}
	if land.AreaKm2 > 0 {
		part.AreaKm2 = land.AreaKm2 / 2
		if dir == "centre" || len(dir) > 5 {
			part.AreaKm2 = land.AreaKm2 / 4
		}
	}
	return part, true
}

// commonBaseFits reports whether a candidate may be the place of a mention
// that is the adjective of a common noun (m.CommonBase): only a name that
// keeps the adjective's suffix, not one derived from the common noun.
func commonBaseFits(m rutext.Mention, cd *Candidate) bool {
	return m.CommonBase == "" || cd.Match != MatchDerived || strings.HasPrefix(toponym.Key(cd.Matched), m.CommonBase)
}

// adjectivalOnly reports whether a name without a noun after it ends in a
// case form that only a toponymic adjective has, never a noun in -ск/-цк:
// «Кайгородское», «Михайловского», «Михайловскому», and «Михайловском»
// after a preposition of place (the town's locative is «в Михайловске»;
// «под Михайловском» is its instrumental). Such a name is the village or
// estate -ское (-ский, -ская), not the town -ск.
func adjectivalOnly(m rutext.Mention) bool {
	if m.Qualifier != "" || m.Adjective || m.Institution != "" {
		return false
	}
	w := lastWord(toponym.Key(m.Text))
	for _, suf := range []string{"ск", "цк"} {
		for _, end := range []string{"ое", "ого", "ому", "ая", "ой", "ую"} {
			if strings.HasSuffix(w, suf+end) {
				return true
			}
		}
		if strings.HasSuffix(w, suf+"ом") {
			switch m.Prep {
			case "в", "во", "на", "о", "об", "при":
				return true
			}
		}
	}
	return false
}

// nounInSk reports whether a name ends in a noun in -ск or -цк (Михайловск).
func nounInSk(name string) bool {
	w := lastWord(toponym.Key(name))
	return strings.HasSuffix(w, "ск") || strings.HasSuffix(w, "цк")
}

// sameAdjective reports whether the last words of a and b are forms of one
// toponymic adjective in -ск-/-цк- («Никольском», «Никольское»,
// «Никольский»).
func sameAdjective(a, b string) bool {
	sa, ok1 := adjectiveStem(lastWord(toponym.Key(a)))
	sb, ok2 := adjectiveStem(lastWord(toponym.Key(b)))
	return ok1 && ok2 && sa == sb
}

// adjectiveStem strips the ending of a word in -ск-/-цк- + an adjective
// ending, keeping the suffix.
func adjectiveStem(w string) (string, bool) {
	for _, end := range []string{"ого", "ому", "ими", "ое", "ий", "ой", "ая", "ую", "ом", "ым", "им", "ие", "их"} {
		if stem, ok := strings.CutSuffix(w, end); ok && (strings.HasSuffix(stem, "ск") || strings.HasSuffix(stem, "цк")) {
			return stem, true
		}
	}
	return "", false
}

func lastWord(k string) string {
	if i := strings.LastIndexByte(k, ' '); i >= 0 {
		return k[i+1:]
	}
	return k
}

// neuterPlace reports whether an adjectival name stands where a place
// does: after a preposition of place in the locative («в Михайловском») or
// as the neuter nominative or accusative («в Кайгородское»).
func neuterPlace(m rutext.Mention) bool {
	w := lastWord(toponym.Key(m.Text))
	return strings.HasSuffix(w, "ское") || strings.HasSuffix(w, "цкое") ||
		strings.HasSuffix(w, "ском") || strings.HasSuffix(w, "цком")
}

// featureClassFits reports whether p may be the place a feature noun names
// (classes: rutext.Vocabulary.FeatureClasses): a settlement or a country
// only where the classes admit one, and a natural feature only of one of
// their codes. Without classes any natural feature or region fits.
func featureClassFits(classes []string, p *gazetteer.Place) bool {
	switch p.Kind {
	case gazetteer.KindCity, gazetteer.KindVillage:
		return slices.Contains(classes, "settlement")
	case gazetteer.KindCountry:
		return slices.Contains(classes, "country")
	}
	if len(classes) == 0 || p.FeatureCode == "" {
		return true
	}
	return slices.Contains(classes, p.FeatureCode)
}
