/** Reviewers and review texts (per language, by product type and rating). */
import type { Lang } from "../../schema.ts";

export const REVIEWERS: Record<Lang, { name: string; email: string }[]> = {
  az: [
    { name: "Aysel Məmmədova", email: "aysel.m@example.com" },
    { name: "Rəşad Əliyev", email: "rashad.aliyev@example.com" },
    { name: "Nigar Hüseynova", email: "nigar.h@example.com" },
    { name: "Tural Quliyev", email: "tural.guliyev@example.com" },
    { name: "Leyla Kərimova", email: "leyla.karimova@example.com" },
    { name: "Elvin Həsənov", email: "elvin.hasanov@example.com" },
    { name: "Günel İsmayılova", email: "gunel.ismayilova@example.com" },
    { name: "Orxan Abbasov", email: "orkhan.abbasov@example.com" },
    { name: "Səbinə Rzayeva", email: "sabina.rzayeva@example.com" },
    { name: "Kamran Nəsirov", email: "kamran.nasirov@example.com" },
    { name: "Fidan Cəfərova", email: "fidan.jafarova@example.com" },
    { name: "Murad Səfərov", email: "murad.safarov@example.com" },
  ],
  en: [
    { name: "Sarah Mitchell", email: "sarah.mitchell@example.com" },
    { name: "James Carter", email: "james.carter@example.com" },
    { name: "Emily Turner", email: "emily.turner@example.com" },
    { name: "Daniel Brooks", email: "daniel.brooks@example.com" },
    { name: "Laura Bennett", email: "laura.bennett@example.com" },
    { name: "Kenan Aliyev", email: "kenan.a@example.com" },
  ],
  ru: [
    { name: "Анна Смирнова", email: "anna.smirnova@example.com" },
    { name: "Ирина Волкова", email: "irina.volkova@example.com" },
    { name: "Дмитрий Орлов", email: "dmitry.orlov@example.com" },
    { name: "Екатерина Морозова", email: "ekaterina.m@example.com" },
    { name: "Алексей Петров", email: "alexey.petrov@example.com" },
    { name: "Севиль Гасанова", email: "sevil.gasanova@example.com" },
    { name: "Эльчин Мамедов", email: "elchin.mamedov@example.com" },
  ],
};

type Texts = Record<5 | 4 | 3 | 2, string[]>;

/** Apparel: clothing and shoes. */
export const APPAREL_TEXTS: Record<Lang, Texts> = {
  en: {
    5: [
      "Fits true to size and the fabric feels even better than in the photos. Already ordered a second colour.",
      "Beautiful quality, neat seams and the colour is exactly as shown. Delivery in Baku took one day.",
      "I wore it all weekend and got compliments every time. Worth every manat.",
      "Comfortable from the first day, no need to break it in. Very happy with this purchase.",
    ],
    4: [
      "Lovely piece, but it runs slightly large — I would take one size down next time.",
      "Good quality for the price. The colour is a little darker than on screen, still nice.",
      "Really comfortable. Took one star off because the courier came later than the chosen time.",
    ],
    3: [
      "Decent, but the fabric is thinner than I expected. Fine for the summer.",
      "The cut is nice, the sleeves are a bit long for me. Returned it and exchanged for a smaller size without problems.",
    ],
    2: ["After two washes it lost its shape a little. Customer service was helpful, though."],
  },
  az: {
    5: [
      "Ölçüsü tam uyğundur, parçası şəkildəkindən də yaxşıdır. Artıq ikinci rəngini də sifariş etdim.",
      "Keyfiyyəti əladır, tikişləri səliqəlidir, rəngi şəkildəki kimidir. Bakıda çatdırılma bir gün çəkdi.",
      "Bütün həftə sonu geyindim, hamı soruşdu haradan almışam. Hər manatına dəyər.",
      "İlk gündən rahatdır, öyrəşməyə ehtiyac yoxdur. Alışdan çox razıyam.",
    ],
    4: [
      "Çox gözəldir, amma bir az böyük gəlir — növbəti dəfə bir ölçü kiçik götürərəm.",
      "Qiymətinə görə keyfiyyəti yaxşıdır. Rəngi ekrandakından bir az tünddür, yenə də xoşuma gəldi.",
      "Çox rahatdır. Kuryer seçdiyim vaxtdan gec gəldiyi üçün bir ulduz azaltdım.",
    ],
    3: [
      "Pis deyil, amma parça gözlədiyimdən nazikdir. Yay üçün yaxşıdır.",
      "Biçimi gözəldir, qolları mənə bir az uzundur. Problemsiz qaytarıb kiçik ölçü ilə dəyişdim.",
    ],
    2: ["İki yuyulmadan sonra forması bir az pozuldu. Amma müştəri xidməti köməklik etdi."],
  },
  ru: {
    5: [
      "Размер соответствует, ткань даже лучше, чем на фото. Уже заказала второй цвет.",
      "Отличное качество, аккуратные швы, цвет как на картинке. Доставка по Баку за один день.",
      "Носила все выходные — постоянно спрашивали, где купила. Стоит своих денег.",
      "Удобно с первого дня, разнашивать не пришлось. Очень довольна покупкой.",
    ],
    4: [
      "Красивая вещь, но немного большемерит — в следующий раз возьму на размер меньше.",
      "Хорошее качество за эту цену. Цвет чуть темнее, чем на экране, но всё равно нравится.",
      "Очень удобно. Минус звезда за то, что курьер приехал позже выбранного времени.",
    ],
    3: [
      "Неплохо, но ткань тоньше, чем ожидала. Для лета подойдёт.",
      "Крой красивый, рукава мне длинноваты. Без проблем обменяли на размер меньше.",
    ],
    2: ["После двух стирок немного потеряла форму. Но поддержка помогла разобраться."],
  },
};

/** Goods: home, accessories, beauty, electronics, gear. */
export const GOODS_TEXTS: Record<Lang, Texts> = {
  en: {
    5: [
      "Looks even better in real life. Well packed, arrived the next day.",
      "Bought it as a gift and it was a hit. Lovely quality and a very nice box.",
      "Exactly what I was looking for — solid, well made and it works perfectly.",
      "Great value. I use it every day and it still looks new.",
    ],
    4: [
      "Very nice, the colour is slightly different from the photo but I like it.",
      "Good quality. Would be perfect with a slightly longer cable, but no real complaints.",
      "Happy with it. Delivery to Khirdalan took two days instead of one.",
    ],
    3: [
      "It is fine, but a bit smaller than I imagined from the pictures.",
      "Does the job. The finish could be better for this price.",
    ],
    2: ["Arrived with a small scratch. They offered an exchange straight away, so at least the service is good."],
  },
  az: {
    5: [
      "Canlı görünüşü şəkildəkindən də gözəldir. Səliqəli qablaşdırılıb, ertəsi gün gəldi.",
      "Hədiyyə kimi almışdım, çox bəyənildi. Keyfiyyəti və qutusu çox gözəldir.",
      "Məhz axtardığım şeydir — möhkəm, keyfiyyətli və mükəmməl işləyir.",
      "Qiymətinə görə əladır. Hər gün istifadə edirəm, hələ də təzə kimi görünür.",
    ],
    4: [
      "Çox gözəldir, rəngi şəkildəkindən bir az fərqlidir, amma xoşuma gəlir.",
      "Keyfiyyəti yaxşıdır. Kabeli bir az uzun olsaydı, mükəmməl olardı.",
      "Razıyam. Xırdalana çatdırılma bir gün yox, iki gün çəkdi.",
    ],
    3: [
      "Normaldır, amma şəkillərdən təsəvvür etdiyimdən bir az kiçikdir.",
      "İşini görür. Bu qiymətə işlənməsi daha yaxşı ola bilərdi.",
    ],
    2: ["Kiçik cızıqla gəldi. Dərhal dəyişməyi təklif etdilər, heç olmasa xidmət yaxşıdır."],
  },
  ru: {
    5: [
      "Вживую ещё красивее, чем на фото. Аккуратно упаковано, привезли на следующий день.",
      "Брала в подарок — очень понравилось. Отличное качество и красивая коробка.",
      "Именно то, что искал: добротно сделано и прекрасно работает.",
      "Отличное соотношение цены и качества. Пользуюсь каждый день, выглядит как новое.",
    ],
    4: [
      "Очень красиво, цвет немного отличается от фото, но мне нравится.",
      "Качество хорошее. Был бы идеален с кабелем подлиннее, а так претензий нет.",
      "Доволен. Доставка в Хырдалан заняла два дня вместо одного.",
    ],
    3: [
      "Нормально, но меньше, чем казалось по фотографиям.",
      "Свою задачу выполняет. За такую цену отделка могла бы быть лучше.",
    ],
    2: ["Пришло с небольшой царапиной. Сразу предложили обмен — хотя бы сервис на высоте."],
  },
};
