import { registerLocale } from '../../framework/registerLocale';

const zh = {
  studioFigures: {
    title: '门店经营',
    allShops: '全部门店',
    days: '近{{n}}天',
    bookings: '每日预约',
    revenue: '每日收入',
    topPackages: '热门套系',
    rating: '评分',
    orders: '{{n}} 单',
    reviews: '{{n}} 条评价',
    noRating: '暂无评价',
    noData: '暂无数据',
    bookingsTotal: '预约 {{n}} 单',
    revenueTotal: '收入 {{amount}}',
  },
};

const en: typeof zh = {
  studioFigures: {
    title: 'Studio figures',
    allShops: 'All shops',
    days: 'Last {{n}} days',
    bookings: 'Bookings per day',
    revenue: 'Revenue per day',
    topPackages: 'Top packages',
    rating: 'Rating',
    orders: '{{n}} orders',
    reviews: '{{n}} reviews',
    noRating: 'No reviews yet',
    noData: 'No data yet',
    bookingsTotal: '{{n}} bookings',
    revenueTotal: '{{amount}} received',
  },
};

registerLocale(zh, en);
