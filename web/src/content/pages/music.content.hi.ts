import type { MusicPageContent } from './music.content';

export const musicPage: MusicPageContent = {
  title: 'ऑडियो',
  intro: 'रुककर सुकून पाने के लिए दो छोटी, शांत आवाज़ें। हो सके तो हेडफ़ोन लगाएँ और आवाज़ धीमी रखें।',
  openLabel: 'नए टैब में खोलें',
  unsupported: 'आपका ब्राउज़र यह ऑडियो यहाँ नहीं चला सकता। इसे नए टैब में खोलने के लिए लिंक इस्तेमाल करें।',
  tracks: [
    {
      id: 'breathing-tone',
      title: 'धीमी साँस की धुन',
      description: 'एक हल्की धुन, जो चार सेकंड तक उठती है और छह सेकंड में धीमी होती है। जब यह उठे तो साँस लें, और जब धीमी हो तो साँस छोड़ें।',
      src: '/audio/breathing-tone.ogg',
      type: 'audio/ogg',
      durationLabel: '20 सेकंड',
    },
    {
      id: 'evening-calm',
      title: 'शाम का सुकून',
      description: 'दूर की लहरों जैसी एक हल्की, एक-सी गुनगुनाहट, जो सोने से पहले या व्यस्त दिन के बाद मन को शांत करने में मदद करे।',
      src: '/audio/evening-calm.ogg',
      type: 'audio/ogg',
      durationLabel: '20 सेकंड',
    },
  ],
};
