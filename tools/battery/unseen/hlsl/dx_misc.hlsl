// DXIL graphics stages
struct CP { float3 p : POSITION; };
struct HF { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; };
cbuffer C : register(b0) { float4 Edge; float4x4 VP; };
HF Const(InputPatch<CP, 4> ip) { HF f; f.e[0] = Edge.x; f.e[1] = Edge.y; f.e[2] = Edge.z; f.e[3] = Edge.w; f.i[0] = f.i[1] = Edge.x * ip[0].p.x; return f; }
[domain("quad")] [partitioning("fractional_odd")] [outputtopology("triangle_cw")] [outputcontrolpoints(4)] [patchconstantfunc("Const")]
CP HSQuad(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
[domain("quad")]
float4 DSQuad(HF f, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> p) : SV_Position
{ return mul(float4(lerp(lerp(p[0].p, p[1].p, uv.x), lerp(p[3].p, p[2].p, uv.x), uv.y), 1), VP) + f.i[0]; }

struct G { float4 p : SV_Position; uint l : SV_RenderTargetArrayIndex; };
[maxvertexcount(3)] [instance(4)]
void GSInst(triangle float4 v[3] : SV_Position, uint inst : SV_GSInstanceID, inout TriangleStream<G> s)
{ for (int k = 0; k < 3; k++) { G o; o.p = v[k] + inst; o.l = inst; s.Append(o); } }

struct S1 { float4 p : POSITION; }; struct S2 { float2 q : Q; };
[maxvertexcount(2)]
void GSStreams(point float4 v[1] : POSITION, inout PointStream<S1> a, inout PointStream<S2> b)
{ S1 x; x.p = v[0]; a.Append(x); S2 y; y.q = v[0].xy; b.Append(y); }

Texture2D T : register(t0); SamplerState S : register(s0); SamplerComparisonState SC : register(s1);
Texture2D<float> D : register(t1);
struct PO { float4 c : SV_Target; float d : SV_DepthGreaterEqual; uint cov : SV_Coverage; uint st : SV_StencilRef; };
PO PSAll(float4 pos : SV_Position, centroid float2 uv : TEXCOORD0, sample float3 n : NORMAL, noperspective float k : K,
         uint cov : SV_Coverage, bool ff : SV_IsFrontFace, uint si : SV_SampleIndex)
{
    PO o;
    uint st;
    o.c = T.Sample(S, uv, int2(1, -1), 0.5, st) + T.GatherAlpha(S, uv, int2(2, 2)) + D.SampleCmpLevelZero(SC, uv, k);
    o.c += EvaluateAttributeAtSample(uv, 1).xyxy + EvaluateAttributeSnapped(n, int2(1, 1)).xyzz + (CheckAccessFullyMapped(st) ? 1 : 0);
    o.c += T.CalculateLevelOfDetail(S, uv) + (ff ? cov : si);
    o.d = pos.z; o.cov = cov & 3; o.st = si;
    return o;
}
