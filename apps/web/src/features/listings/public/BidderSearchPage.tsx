import { ClearOutlined, EnvironmentOutlined, FilterOutlined } from '@ant-design/icons';
import {
  BIDDER_LIST_PAGE_SIZE,
  OPENING_SORT_LABEL,
  QUICK_FILTERS,
  SEARCH_PLACEHOLDER,
  type TBidderSearchCriteria,
} from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Drawer, Empty, Flex, Input, Pagination, Select, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useScreens } from '../../../lib/use-screens';
import { attributeDefinitionsQueryOptions, useBidderLots } from '../api/listings';
import { AttributeFilters } from '../components/AttributeFilters';
import { LazySearchMap } from '../components/LazySearchMap';
import { PropertyCard } from '../components/PropertyCard';
import { SavedFilters } from '../components/SavedFilters';
import { SEARCH_CONTROL_LABELS } from '../components/SearchControlsPreview';
import { SearchTop } from '../components/SearchTop';
import { NO_AREAS } from '../lib/map-areas';
import {
  DEFAULT_SEARCH_SORT,
  EMPTY_SEARCH,
  fromCriteria,
  fromLinkState,
  searchBodies,
  type TSearchState,
  toSavedCriteria,
  toSearchCriteria,
} from '../lib/search-state';

const SEARCH_DEBOUNCE_MS = 500;
const SORTS = [
  { value: DEFAULT_SEARCH_SORT, label: OPENING_SORT_LABEL },
  { value: 'auctionStartTime:descend', label: 'Auction date: latest' },
  { value: 'openingPrice:ascend', label: 'Opening bid: lowest' },
  { value: 'openingPrice:descend', label: 'Opening bid: highest' },
] as const;

const hasMapAreas = ({ areas }: Pick<TSearchState, 'areas'>) =>
  areas.polygons.length + areas.circles.length > 0;

const countAttributeFilters = (state: TSearchState) =>
  Object.values(state.attributes).filter(
    (filter) => filter.min != null || filter.max != null || (filter.values?.length ?? 0) > 0,
  ).length + (state.includeCompleted ? 1 : 0);

/**
 * The bidder property search (spec part 2 §2, part 3 §2): the results beside a map where a polygon or a
 * circle narrows the search, quick filters, attribute filters, saved filters and the Illinois banner.
 */
export function BidderSearchPage() {
  const location = useLocation();
  const screens = useScreens();
  const isWide = screens.lg;
  const [state, setState] = useState<TSearchState>(() => fromLinkState(location.state));
  const [appliedFilterId, setAppliedFilterId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<string>(DEFAULT_SEARCH_SORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Below the wide layout the map is behind a button, as on other listing sites' phone views: it would take
  // the first screen from the results, and drawing it costs a phone about a second. An area to show opens it.
  const [isMapShown, setMapShown] = useState(() => hasMapAreas(state));
  const [selectedLotId, setSelectedLotId] = useState<string | null>(null);
  const definitions = useQuery(attributeDefinitionsQueryOptions());

  // Typing and number inputs settle for 500 ms before a search (part 2 §9).
  const settled = useDebouncedValue(state, SEARCH_DEBOUNCE_MS);
  const criteria = useMemo<TBidderSearchCriteria>(() => toSearchCriteria(settled), [settled]);
  const bodies = searchBodies(criteria, sort, page);
  const list = useBidderLots(bodies.list);
  // The map's results (up to MAP_RESULTS lots) only while a map shows them.
  const mapList = useBidderLots(bodies.map, { enabled: isWide || isMapShown });
  // The server's message shows under the form (part 2 §8).
  const error = list.error;

  const change = (next: Partial<TSearchState>) => {
    setState((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const filterCount = countAttributeFilters(state);
  const filters = (
    <AttributeFilters
      definitions={definitions.data ?? []}
      value={state.attributes}
      onChange={(attributes) => change({ attributes })}
      includeCompleted={state.includeCompleted}
      onIncludeCompletedChange={(includeCompleted) => change({ includeCompleted })}
    />
  );

  const map = (
    <LazySearchMap
      lots={mapList.data?.data ?? []}
      areas={state.areas}
      onAreasChange={(areas) => change({ areas })}
      selectedLotId={selectedLotId}
      onSelectLot={(lotId) => {
        setSelectedLotId(lotId);
        document
          .querySelector(`[data-lot-id="${lotId}"]`)
          ?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      }}
      height={isWide ? 'calc(100vh - 180px)' : 320}
    />
  );

  const hasAreas = hasMapAreas(state);

  return (
    <Flex vertical gap={16}>
      {/* Plain markup, as the search's first paint draws it (search-preview.ts), which this replaces. */}
      <SearchTop
        count={
          list.data && (
            <span className="search-count" data-testid="result-total">
              ({list.data.total.toLocaleString('en-US')}
              {list.data.totalIsCapped ? '+' : ''})
            </span>
          )
        }
        actions={
          <SavedFilters
            current={toSavedCriteria(state)}
            appliedId={appliedFilterId}
            onApply={(filter) => {
              setAppliedFilterId(filter?.id ?? null);
              if (!filter) return;
              const next = fromCriteria(filter.savedFilter);
              change(next);
              if (hasMapAreas(next)) setMapShown(true);
            }}
          />
        }
        bannerIcon={<EnvironmentOutlined />}
      />
      <Flex gap={8} wrap align="center">
        <Input.Search
          allowClear
          aria-label="Search properties"
          placeholder={SEARCH_PLACEHOLDER}
          value={state.search}
          onChange={(event) => change({ search: event.target.value })}
          style={{ maxWidth: 380, flex: '1 1 240px' }}
        />
        <Badge count={filterCount} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
            {SEARCH_CONTROL_LABELS.filters}
          </Button>
        </Badge>
        <Select
          aria-label="Sort"
          value={sort}
          options={[...SORTS]}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
          style={{ width: 200 }}
        />
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            setAppliedFilterId(null);
            change({ ...EMPTY_SEARCH, areas: NO_AREAS });
          }}
        >
          {SEARCH_CONTROL_LABELS.clear}
        </Button>
      </Flex>
      <Flex gap={6} wrap role="group" aria-label="Quick filters">
        {QUICK_FILTERS.map((quick) => (
          <Tag.CheckableTag
            key={quick.key}
            checked={state.quick === quick.key}
            onChange={(checked) => change({ quick: checked ? quick.key : null })}
            style={{ padding: '4px 12px', fontSize: 14, border: '1px solid #d6dde8' }}
          >
            {quick.label}
          </Tag.CheckableTag>
        ))}
        {hasAreas && (
          <Tag
            color="blue"
            closable
            onClose={() => change({ areas: NO_AREAS })}
            style={{ padding: '4px 8px' }}
          >
            Map area
          </Tag>
        )}
      </Flex>
      {error && <Alert type="warning" showIcon title={error.message} data-testid="search-error" />}
      <div className="search-layout">
        {!isWide && (
          <Flex vertical gap={12}>
            <Button
              block
              icon={<EnvironmentOutlined />}
              aria-expanded={isMapShown}
              data-testid="map-toggle"
              onClick={() => setMapShown((shown) => !shown)}
            >
              {isMapShown ? SEARCH_CONTROL_LABELS.hideMap : SEARCH_CONTROL_LABELS.showMap}
            </Button>
            {isMapShown && map}
          </Flex>
        )}
        <div>
          <Spin spinning={list.isFetching}>
            {list.data && list.data.data.length === 0 ? (
              <Empty description="No properties match your search" style={{ padding: '48px 0' }} />
            ) : (
              <div className="search-results" data-testid="search-results">
                {(list.data?.data ?? []).map((lot) => (
                  <div key={lot.id} className="search-result">
                    <PropertyCard
                      lot={lot}
                      isSelected={selectedLotId === lot.id}
                      onHover={setSelectedLotId}
                    />
                  </div>
                ))}
              </div>
            )}
            {list.data && list.data.total > BIDDER_LIST_PAGE_SIZE && (
              <Pagination
                style={{ marginTop: 16, textAlign: 'center' }}
                current={page}
                pageSize={BIDDER_LIST_PAGE_SIZE}
                total={list.data.total}
                showSizeChanger={false}
                onChange={setPage}
              />
            )}
          </Spin>
        </div>
        {isWide && (
          <div>
            <div style={{ position: 'sticky', top: 88 }}>{map}</div>
          </div>
        )}
      </div>
      <Drawer
        title="Filters"
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        size={isWide ? 480 : '100%'}
        extra={
          <Button type="primary" onClick={() => setFiltersOpen(false)}>
            Show results
          </Button>
        }
      >
        {filters}
      </Drawer>
    </Flex>
  );
}
