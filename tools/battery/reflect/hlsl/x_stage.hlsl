// DXIL stages for ID3D12ShaderReflection: GS streams, HS/DS of each domain, CS thread groups and wave sizes,
// SM 6.6 dynamic resources, mesh/amplification, pixel system values, root signatures carried by programs.
#define RS_GFX "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), " \
               "DescriptorTable(SRV(t0, numDescriptors = 8), Sampler(s0, space = 1) ), " \
               "StaticSampler(s0, filter = FILTER_MIN_MAG_LINEAR_MIP_POINT, addressV = TEXTURE_ADDRESS_CLAMP)"
#define RS_FIX "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), RootConstants(num32BitConstants=1, b3, visibility=SHADER_VISIBILITY_GEOMETRY), " \
               "DescriptorTable(SRV(t0, numDescriptors = 8)), DescriptorTable(Sampler(s0, space = 1)), " \
               "StaticSampler(s0, filter = FILTER_MIN_MAG_LINEAR_MIP_POINT, addressV = TEXTURE_ADDRESS_CLAMP)"
#define RS_CS  "RootConstants(num32BitConstants = 3, b0), UAV(u0, flags = DATA_VOLATILE), " \
               "DescriptorTable(SRV(t0, numDescriptors = unbounded, flags = DESCRIPTORS_VOLATILE), " \
               "UAV(u1, offset = 40, numDescriptors = 2, flags = DATA_STATIC_WHILE_SET_AT_EXECUTE)), " \
               "RootFlags(CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED | SAMPLER_HEAP_DIRECTLY_INDEXED)"

cbuffer Xf : register(b0) { float4x4 wvp; float4 tint; uint mode; };
struct GV { float4 pos : SV_Position; float2 uv : TEXCOORD0; float cd : SV_ClipDistance; };
struct G0 { float4 pos : SV_Position; float2 uv : TEXCOORD0; uint rt : SV_RenderTargetArrayIndex; };
struct G1 { float4 v : VALUE; };

[RootSignature(RS_FIX)]
GV VSX(float3 p : POSITION, float2 uv : TEXCOORD0, uint vid : SV_VertexID)
{
    GV o; o.pos = mul(float4(p, 1), wvp); o.uv = uv + vid; o.cd = p.z; return o;
}

[maxvertexcount(4)] [instance(2)]
void GSX(triangle GV v[3], uint inst : SV_GSInstanceID, inout PointStream<G0> s0, inout PointStream<G1> s1)
{
    for (int k = 0; k < 3; k++) { G0 o; o.pos = v[k].pos; o.uv = v[k].uv; o.rt = inst; s0.Append(o); }
    G1 g; g.v = v[0].pos * tint; s1.Append(g);
}

struct CPX { float3 p : POS; };
struct QPC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; float3 c : CENTER; };
QPC QuadPC(InputPatch<CPX, 4> ip) { QPC o; [unroll] for (int k = 0; k < 4; k++) o.e[k] = 2 + k; o.i[0] = 3; o.i[1] = 4; o.c = ip[0].p; return o; }
[domain("quad")] [partitioning("fractional_even")] [outputtopology("triangle_ccw")] [outputcontrolpoints(4)] [patchconstantfunc("QuadPC")] [maxtessfactor(31)]
CPX HSX(InputPatch<CPX, 4> ip, uint i : SV_OutputControlPointID) { return ip[i]; }
[domain("quad")]
float4 DSX(QPC pc, float2 uv : SV_DomainLocation, const OutputPatch<CPX, 4> op) : SV_Position
{ return float4(lerp(lerp(op[0].p, op[1].p, uv.x), lerp(op[2].p, op[3].p, uv.x), uv.y) + pc.c, pc.e[3]); }

struct LPC { float e[2] : SV_TessFactor; };
LPC LinePC(InputPatch<CPX, 3> ip) { LPC o; o.e[0] = ip[2].p.x; o.e[1] = 1; return o; }
[domain("isoline")] [partitioning("integer")] [outputtopology("line")] [outputcontrolpoints(3)] [patchconstantfunc("LinePC")]
CPX HSLine(InputPatch<CPX, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }

Texture2D<float4> tx[8] : register(t0);
SamplerState ss : register(s0, space1);
SamplerState st : register(s0);
[RootSignature(RS_FIX)]
float4 PSX(GV i, uint cov : SV_Coverage, bool ff : SV_IsFrontFace, out float dep : SV_Depth, out uint sref : SV_StencilRef) : SV_Target1
{
    dep = i.pos.z; sref = cov;
    return tx[mode & 7].Sample(ss, i.uv) * tint + tx[1].Sample(st, i.uv) + ff;
}

#if __SHADER_TARGET_MINOR >= 6
cbuffer Consts : register(b0) { uint3 dims; };
RWStructuredBuffer<uint> cs_u : register(u0);
Texture2D<float> cs_t[] : register(t0);
RWTexture2D<float4> cs_u2[2] : register(u1);
[RootSignature(RS_CS)]
[numthreads(8, 8, 4)]
void CSX(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    Texture2D<float4> dyn = ResourceDescriptorHeap[dims.x + gi];
    SamplerState ds = SamplerDescriptorHeap[dims.y];
    RWBuffer<uint> db = ResourceDescriptorHeap[dims.z];
    float4 v = dyn.SampleLevel(ds, id.xy / 64.0, 0) + cs_t[gi].Load(int3(id.xy, 0));
    cs_u[id.x] = WaveActiveSum((uint)v.x);
    cs_u2[gi & 1][id.xy] = v;
    InterlockedAdd(db[0], 1);
}

#endif

#if __SHADER_TARGET_MINOR >= 6
[WaveSize(32)] [numthreads(32, 1, 1)]
void CSWave(uint3 id : SV_DispatchThreadID) { cs_u[id.x] = WaveGetLaneIndex() + WavePrefixSum(id.x); }


#endif
#if __SHADER_TARGET_MINOR >= 8
[WaveSize(16, 64, 32)] [numthreads(64, 2, 1)]
void CSWaveRange(uint3 id : SV_DispatchThreadID) { cs_u[id.x] = WaveActiveMax(id.y); }
#endif

struct AsPay { uint ids[4]; };
groupshared AsPay as_pay;
[numthreads(4, 1, 1)]
void ASX(uint gi : SV_GroupIndex) { as_pay.ids[gi] = gi * mode; DispatchMesh(4, 1, 1, as_pay); }

struct MVert { float4 pos : SV_Position; float3 n : NORMAL; };
struct MPrim { uint layer : SV_RenderTargetArrayIndex; bool cull : SV_CullPrimitive; float4 col : PRIMCOLOR; };
StructuredBuffer<float4> ms_pos : register(t0);
[outputtopology("line")] [numthreads(2, 2, 1)]
void MSX(uint gi : SV_GroupIndex, in payload AsPay p, out vertices MVert v[4], out primitives MPrim pr[2], out indices uint2 ln[2])
{
    SetMeshOutputCounts(4, 2);
    v[gi].pos = ms_pos[p.ids[gi]]; v[gi].n = gi;
    if (gi < 2) { ln[gi] = uint2(gi, gi + 1); pr[gi].layer = gi; pr[gi].cull = false; pr[gi].col = tint; }
}
