import type { Translation } from '../../src/core/labels.ts';
import type { paymentFormLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { fieldLabelsFr } from '../../src/ui/fields/field-labels.fr-CA.ts';

/** The payment form's wording in Canadian French. */
export const paymentFormLabelsFr = {
  'common.retry': commonLabelsFr['common.retry'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  'payment.heading': 'Renseignements de paiement',
  'payment.loading': 'Chargement du formulaire de paiement sécurisé…',
  'payment.configError': 'Le formulaire de paiement n’a pas pu être préparé.',
  'payment.loadError': 'Le formulaire de paiement sécurisé n’a pas pu être chargé. Vérifiez votre connexion, puis réessayez.',
  'payment.cardholderName': 'Nom du titulaire de la carte',
  'payment.cardholderRequired': 'Le nom du titulaire de la carte est obligatoire.',
  'payment.cardFields': 'Renseignements sur la carte',
  'payment.noPaymentRequired': 'Aucun paiement requis',
  'payment.invalidCard': 'Renseignements de carte de crédit invalides',
  'payment.error.cardNumber': 'Le numéro de carte de crédit n’est pas valide.',
  'payment.error.expirationDate': 'La date d’expiration n’est pas valide.',
  'payment.error.cvv': 'Le code de sécurité (CVC) n’est pas valide.',
  'payment.error.postalCode': 'Le code postal de facturation n’est pas valide.',
  'payment.error.network': 'Une erreur réseau est survenue pendant la sécurisation de la carte.',
  'payment.error.unexpected': 'Oups! Une erreur inattendue est survenue : {message}',
  'payment.error.duplicate': 'Ce mode de paiement est déjà enregistré dans votre coffre.',
  'payment.error.cvvVerification': 'Le code de sécurité (CVV) n’a pas été vérifié.',
  'payment.error.serverSide': 'La sécurisation de la carte a échoué côté serveur. La carte est-elle valide?',
  'payment.nameOnCardRequired': 'Le nom sur la carte de crédit est obligatoire',
  'payment.field.number': 'Numéro de carte',
  'payment.field.expirationDate': 'Date d’expiration (MM/AA)',
  'payment.field.cvv': 'CVC',
  'payment.field.postalCode': 'Code postal de facturation',
  'payment.vaultFailed': 'La carte n’a pas pu être enregistrée. Réessayez.',
  'payment.unsupportedProvider': 'Cette boutique accepte les cartes par {provider}, que cette version du formulaire de paiement ne prend pas en charge. Veuillez communiquer avec la boutique pour terminer votre paiement.',
  'payment.applePay': 'Payer avec Apple Pay',
  'payment.googlePay': 'Google Pay',
  'payment.wallets': 'Paiement express',
  'payment.orCard': 'Ou payez par carte',
  'payment.walletUsed': 'Paiement avec {wallet} au nom de {name}.',
  'payment.useAnother': 'Utiliser un autre mode de paiement',
  'payment.walletTimedOut': '{wallet} n’a pas répondu. Réessayez ou payez par carte.',
  'payment.unavailable': 'Non disponible',
  'payment.billingAddress': 'Adresse de facturation',
  'payment.billingIncomplete': 'Remplissez l’adresse de facturation.',
  'payment.acceptedCards': 'Nous acceptons {cards}.',
} satisfies Translation<typeof paymentFormLabels>;
