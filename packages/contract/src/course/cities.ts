/**
 * The cities a campus may name, by province (GB/T 2260 codes, zh and en names). There is no area
 * resource yet (`/authority/area`); this built-in subset of the administrative division is the
 * cascading choice until the area tree lands, and the codes are the ones that tree will hold.
 */
export type CityNode = { code: string; zh: string; en: string };
export type ProvinceNode = CityNode & { cities: readonly CityNode[] };

export const PROVINCES: readonly ProvinceNode[] = [
  { code: '110000', zh: '北京市', en: 'Beijing', cities: [{ code: '110100', zh: '北京市', en: 'Beijing' }] },
  {
    code: '310000',
    zh: '上海市',
    en: 'Shanghai',
    cities: [{ code: '310100', zh: '上海市', en: 'Shanghai' }],
  },
  { code: '120000', zh: '天津市', en: 'Tianjin', cities: [{ code: '120100', zh: '天津市', en: 'Tianjin' }] },
  {
    code: '500000',
    zh: '重庆市',
    en: 'Chongqing',
    cities: [{ code: '500100', zh: '重庆市', en: 'Chongqing' }],
  },
  {
    code: '440000',
    zh: '广东省',
    en: 'Guangdong',
    cities: [
      { code: '440100', zh: '广州市', en: 'Guangzhou' },
      { code: '440300', zh: '深圳市', en: 'Shenzhen' },
      { code: '440600', zh: '佛山市', en: 'Foshan' },
      { code: '441900', zh: '东莞市', en: 'Dongguan' },
    ],
  },
  {
    code: '330000',
    zh: '浙江省',
    en: 'Zhejiang',
    cities: [
      { code: '330100', zh: '杭州市', en: 'Hangzhou' },
      { code: '330200', zh: '宁波市', en: 'Ningbo' },
      { code: '330300', zh: '温州市', en: 'Wenzhou' },
    ],
  },
  {
    code: '320000',
    zh: '江苏省',
    en: 'Jiangsu',
    cities: [
      { code: '320100', zh: '南京市', en: 'Nanjing' },
      { code: '320500', zh: '苏州市', en: 'Suzhou' },
      { code: '320200', zh: '无锡市', en: 'Wuxi' },
    ],
  },
  {
    code: '510000',
    zh: '四川省',
    en: 'Sichuan',
    cities: [
      { code: '510100', zh: '成都市', en: 'Chengdu' },
      { code: '510700', zh: '绵阳市', en: 'Mianyang' },
    ],
  },
  {
    code: '420000',
    zh: '湖北省',
    en: 'Hubei',
    cities: [
      { code: '420100', zh: '武汉市', en: 'Wuhan' },
      { code: '420500', zh: '宜昌市', en: 'Yichang' },
    ],
  },
  {
    code: '610000',
    zh: '陕西省',
    en: 'Shaanxi',
    cities: [{ code: '610100', zh: '西安市', en: "Xi'an" }],
  },
  {
    code: '370000',
    zh: '山东省',
    en: 'Shandong',
    cities: [
      { code: '370100', zh: '济南市', en: 'Jinan' },
      { code: '370200', zh: '青岛市', en: 'Qingdao' },
    ],
  },
  {
    code: '350000',
    zh: '福建省',
    en: 'Fujian',
    cities: [
      { code: '350100', zh: '福州市', en: 'Fuzhou' },
      { code: '350200', zh: '厦门市', en: 'Xiamen' },
    ],
  },
];

/** Every city code, for the schema. */
export const CITY_CODES: readonly string[] = PROVINCES.flatMap((p) => p.cities.map((c) => c.code));

/** The province and city of a city code, if it is one. */
export function findCity(
  code: string | null | undefined,
): { province: ProvinceNode; city: CityNode } | undefined {
  for (const province of PROVINCES) {
    const city = province.cities.find((c) => c.code === code);
    if (city) return { province, city };
  }
  return undefined;
}
