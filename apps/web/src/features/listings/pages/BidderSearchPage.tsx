import { ClearOutlined, EnvironmentOutlined, FilterOutlined } from '@ant-design/icons';
import { BIDDER_LIST_PAGE_SIZE, type TBidderSearchCriteria } from '@bidright/domain';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Col,
  Drawer,
  Empty,
  Flex,
  Grid,
  Input,
  Pagination,
  Row,
  Select,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { attributeDefinitionsQueryOptions, useBidderLots } from '../api/listings';
import { AttributeFilters } from '../components/AttributeFilters';
import { LazySearchMap } from '../components/LazySearchMap';
import { PropertyCard } from '../components/PropertyCard';
import { SavedFilters } from '../components/SavedFilters';
import { NO_AREAS } from '../lib/map-areas';
import {
  DEFAULT_SEARCH_SORT,
  EMPTY_SEARCH,
  fromCriteria,
  fromLinkState,
  QUICK_FILTERS,
  searchBodies,
  type TSearchState,
  toSavedCriteria,
  toSearchCriteria,
} from '../lib/search-state';

const SEARCH_DEBOUNCE_MS = 500;
const SORTS = [
  { value: DEFAULT_SEARCH_SORT, label: 'Auction date: soonest' },
  { value: 'auctionStartTime:descend', label: 'Auction date: latest' },
  { value: 'openingPrice:ascend', label: 'Opening bid: lowest' },
  { value: 'openingPrice:descend', label: 'Opening bid: highest' },
] as const;

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
  const screens = Grid.useBreakpoint();
  const isWide = screens.lg === true;
  const [state, setState] = useState<TSearchState>(() => fromLinkState(location.state));
  const [appliedFilterId, setAppliedFilterId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<string>(DEFAULT_SEARCH_SORT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selectedLotId, setSelectedLotId] = useState<string | null>(null);
  const definitions = useQuery(attributeDefinitionsQueryOptions());

  // Typing and number inputs settle for 500 ms before a search (part 2 §9).
  const settled = useDebouncedValue(state, SEARCH_DEBOUNCE_MS);
  const criteria = useMemo<TBidderSearchCriteria>(() => toSearchCriteria(settled), [settled]);
  const bodies = searchBodies(criteria, sort, page);
  const list = useBidderLots(bodies.list);
  const mapList = useBidderLots(bodies.map);
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

  const hasAreas = state.areas.polygons.length + state.areas.circles.length > 0;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="end" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Properties{' '}
            {list.data && (
              <Typography.Text
                type="secondary"
                style={{ fontSize: 18, fontWeight: 400 }}
                data-testid="result-total"
              >
                ({list.data.total.toLocaleString('en-US')}
                {list.data.totalIsCapped ? '+' : ''})
              </Typography.Text>
            )}
          </Typography.Title>
          <Typography.Text type="secondary">Draw on the map to search inside an area.</Typography.Text>
        </div>
        <SavedFilters
          current={toSavedCriteria(state)}
          appliedId={appliedFilterId}
          onApply={(filter) => {
            setAppliedFilterId(filter?.id ?? null);
            if (filter) change(fromCriteria(filter.savedFilter));
          }}
        />
      </Flex>
      <Alert
        type="info"
        showIcon
        icon={<EnvironmentOutlined />}
        title="Property search is currently available in Illinois."
      />
      <Flex gap={8} wrap align="center">
        <Input.Search
          allowClear
          aria-label="Search properties"
          placeholder="Search by address, city, zip, county, case or host"
          value={state.search}
          onChange={(event) => change({ search: event.target.value })}
          style={{ maxWidth: 380, flex: '1 1 240px' }}
        />
        <Badge count={filterCount} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen(true)}>
            Filters
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
          Clear
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
      <Row gutter={[16, 16]}>
        {!isWide && <Col span={24}>{map}</Col>}
        <Col xs={24} lg={13}>
          <Spin spinning={list.isFetching}>
            {list.data && list.data.data.length === 0 ? (
              <Empty description="No properties match your search" style={{ padding: '48px 0' }} />
            ) : (
              <Row gutter={[12, 12]} data-testid="search-results">
                {(list.data?.data ?? []).map((lot) => (
                  <Col key={lot.id} xs={24} sm={12}>
                    <PropertyCard
                      lot={lot}
                      isSelected={selectedLotId === lot.id}
                      onHover={setSelectedLotId}
                    />
                  </Col>
                ))}
              </Row>
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
        </Col>
        {isWide && (
          <Col lg={11}>
            <div style={{ position: 'sticky', top: 88 }}>{map}</div>
          </Col>
        )}
      </Row>
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
