package formats

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/paulmach/orb"
	"github.com/paulmach/orb/geojson"

	"github.com/chronomap/chronomap/internal/dataset"
	"github.com/chronomap/chronomap/internal/feature"
)

// ReadStore reads the stored places, events and movements back into
// records, in the store's order (tracks are derived, so left out), with
// the source documents they cite.
func ReadStore(ctx context.Context, s feature.Reader) (dataset.Records, error) {
	var recs dataset.Records
	infos, err := s.Documents(ctx)
	if err != nil {
		return recs, fmt.Errorf("documents: %w", err)
	}
	for _, info := range infos {
		raw, err := s.Document(ctx, info.ID)
		if err != nil {
			return recs, fmt.Errorf("document %s: %w", info.ID, err)
		}
		var d feature.Document
		if err := json.Unmarshal(raw, &d); err != nil {
			return recs, fmt.Errorf("document %s: %w", info.ID, err)
		}
		recs.Documents = append(recs.Documents, d)
	}
	for _, coll := range []string{"places", "events", "movements"} {
		page, err := feature.ReadPage(ctx, s, coll, feature.Query{})
		if err != nil {
			return recs, fmt.Errorf("%s: %w", coll, err)
		}
		for _, raw := range page.Features {
			if err := decodeStored(&recs, coll, raw); err != nil {
				return recs, fmt.Errorf("%s: %w", coll, err)
			}
		}
	}
	return recs, nil
}

func decodeStored(recs *dataset.Records, coll string, raw json.RawMessage) error {
	switch coll {
	case "places":
		var f geojson.FeatureOf[dataset.PlaceProperties]
		if err := json.Unmarshal(raw, &f); err != nil {
			return err
		}
		rec := dataset.PlaceRecord{ID: fmt.Sprint(f.ID), Props: f.Properties}
		if pt, ok := f.Geometry.(orb.Point); ok {
			rec.Point = &pt
		}
		recs.Places = append(recs.Places, rec)
	case "events":
		var f geojson.FeatureOf[dataset.EventProperties]
		if err := json.Unmarshal(raw, &f); err != nil {
			return err
		}
		rec := dataset.EventRecord{ID: fmt.Sprint(f.ID), Props: f.Properties}
		if pt, ok := f.Geometry.(orb.Point); ok {
			rec.Point = &pt
		}
		recs.Events = append(recs.Events, rec)
	case "movements":
		var f geojson.FeatureOf[dataset.MovementProperties]
		if err := json.Unmarshal(raw, &f); err != nil {
			return err
		}
		line, _ := f.Geometry.(orb.LineString)
		recs.Movements = append(recs.Movements, dataset.MovementRecord{ID: fmt.Sprint(f.ID), Line: line, Props: f.Properties})
	default:
		return fmt.Errorf("no records for collection %q", coll)
	}
	return nil
}
